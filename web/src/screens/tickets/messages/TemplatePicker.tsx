import { Menu, Portal, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { TemplatePickerQuery } from '../../../__generated__/TemplatePickerQuery.graphql';
import type { PressedProps } from '../../../components/LoadOnPress';
import { nlMessageSending } from '../../../i18n/nl/messageSending';

const query = graphql`
  query TemplatePickerQuery($filter: [FieldFilter!]) {
    templates(first: 100, filter: $filter, orderBy: [{ field: "name", direction: ASC }]) {
      edges {
        node {
          databaseId
          name
          body
          companyId
        }
      }
    }
  }
`;

export interface TemplatePickerProps {
  /** The ticket's company: its own snippets and those for every company are offered. */
  companyId: number | null;
  onPick: (body: string) => void;
}

/**
 * Quick-reply snippets for tickets (GET templates), loaded when the menu opens. Mounted by the first
 * press of its button (TemplatePickerButton), so it starts open.
 */
export function TemplatePicker({ companyId, onPick, trigger }: TemplatePickerProps & PressedProps) {
  const [open, setOpen] = useState(true);
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount>
      <Menu.Trigger asChild>{trigger({})}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="72" overflowY="auto" minW="56">
            {open && (
              <Suspense
                fallback={
                  <Text px="3" py="2" fontSize="sm" color="fg.muted">
                    <Spinner size="xs" me="2" />
                    {nlMessageSending.templatesLoading}
                  </Text>
                }
              >
                <TemplateItems companyId={companyId} onPick={onPick} />
              </Suspense>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function TemplateItems({ companyId, onPick }: TemplatePickerProps) {
  const data = useLazyLoadQuery<TemplatePickerQuery>(query, { filter: [{ field: 'type', operator: 'EQ', value: 'tickets' }] }, { fetchPolicy: 'store-and-network' });
  const templates = (data.templates?.edges ?? []).map((edge) => edge.node).filter((node) => node.companyId == null || node.companyId === companyId);
  if (templates.length === 0) {
    return (
      <Text px="3" py="2" fontSize="sm" color="fg.muted">
        {nlMessageSending.templatesEmpty}
      </Text>
    );
  }
  return templates.map((template) => (
    <Menu.Item key={template.databaseId} value={String(template.databaseId)} onClick={() => onPick(template.body ?? '')}>
      {template.name}
    </Menu.Item>
  ));
}
