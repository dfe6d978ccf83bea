import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { ActionMenu } from '../../../components/ActionMenu';
import { lazy, Suspense, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import MessagesPanelPaginationQuery from '../../../__generated__/MessagesPanelPaginationQuery.graphql';
import type { TicketActions_ticket$key } from '../../../__generated__/TicketActions_ticket.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MoreIcon } from '../../../components/icons';
import { nlTicketActions } from '../../../i18n/nl/ticketActions';
import { interpolate } from '../../../lib/interpolate';
import { runAction } from '../../../relay/commit';
import { useViewer } from '../../../relay/viewer';
import { useAskTimeBeforeClosing } from '../../time/useAskTimeBeforeClosing';
import { conceptInvoiceLookup, ticketLookup, ticketTemplateLookup } from '../../lookups/lookups';
import { TicketTimerButton } from '../../time/timers/TicketTimerButton';
import { ticketPrintPath, TEMPLATE_PARTS, ticketActionRules, type TemplatePart } from './ticketActionRules';
import { ticketActionMutation } from './ticketActionMutation';
import { dialogOnDemand } from '../../../components/onDemand';

const ChooseRecordDialog = dialogOnDemand(
  () => import('./ChooseRecordDialog').then((module) => module.ChooseRecordDialog),
  (props) => props.open,
);

const t = nlTicketActions;

// Shown only inside the template dialog, so it loads with it.
const TemplatePartsChoice = lazy(() => import('./TemplatePartsChoice').then((module) => ({ default: module.TemplatePartsChoice })));

const fragment = graphql`
  fragment TicketActions_ticket on Ticket {
    id
    databaseId
    reference
    archivedAt
    status {
      internalType
    }
    operator {
      databaseId
      label
      fullName
    }
    ...TicketTimerButton_ticket
  }
`;

type Dialog = 'merge' | 'template' | 'invoice' | 'clone' | null;

/** What an operator does with the ticket (core §4): pick up, close, clone, make a deal, apply a template, merge, move to another invoice, print. */
export function TicketActions({ ticket: ticketKey }: { ticket: TicketActions_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [parts, setParts] = useState<readonly TemplatePart[]>(TEMPLATE_PARTS);
  const rules = ticketActionRules(
    { archived: Boolean(ticket.archivedAt), statusType: ticket.status?.internalType ?? null, operatorId: ticket.operator?.databaseId ?? null },
    { id: viewer.databaseId, permissions: viewer.permissions, modules: viewer.modules, configs: viewer.configs },
  );

  const { closeAfterTime, timeDialog } = useAskTimeBeforeClosing(ticket);
  const close = (sendClosingNotification: boolean) =>
    closeAfterTime(() => void runAction(environment, ticketActionMutation('closeMutation'), { ids: [ticket.id], sendClosingNotification }));

  const clone = async () => {
    setBusy(true);
    const result = await runAction(environment, ticketActionMutation('cloneMutation'), { id: ticket.id });
    setBusy(false);
    setDialog(null);
    const copy = (result?.isTemplate ? result.template : result?.ticket) as { databaseId: number } | null | undefined;
    if (copy) navigate(result?.isTemplate ? `/tickets/templates/${copy.databaseId}` : `/tickets/${copy.databaseId}`);
  };

  const makeDeal = async () => {
    const result = await runAction(environment, ticketActionMutation('makeDealMutation'), { id: ticket.id });
    const deal = result?.deal as { databaseId: number } | null | undefined;
    if (deal) navigate(`/deals/${deal.databaseId}`);
  };

  const onMenu = (value: string) => {
    if (value === 'close-silently') void close(false);
    if (value === 'make-deal') void makeDeal();
    if (value === 'print') window.open(ticketPrintPath([ticket.databaseId]), '_blank', 'noopener');
    if (value === 'merge' || value === 'template' || value === 'invoice' || value === 'clone') setDialog(value);
  };

  const merge = async (otherId: number) => {
    const result = await runAction(environment, ticketActionMutation('mergeMutation'), { ids: [ticket.id, String(otherId)] });
    const main = result?.ticket as { id: string; databaseId: number } | null | undefined;
    if (!main) return;
    setDialog(null);
    // The main ticket's conversation now holds the merged messages.
    await fetchQuery(environment, MessagesPanelPaginationQuery, { id: main.id, count: 10, kind: 'ALL' }, { fetchPolicy: 'network-only' }).toPromise();
    if (main.databaseId !== ticket.databaseId) navigate(`/tickets/${main.databaseId}`);
  };

  const menu: Array<[boolean, string, string]> = [
    [rules.closeSilently, 'close-silently', t.closeSilently],
    [rules.clone, 'clone', t.clone],
    [rules.makeDeal, 'make-deal', t.makeDeal],
    [rules.applyTemplate, 'template', t.applyTemplate],
    [rules.merge, 'merge', t.merge],
    [rules.moveToInvoice, 'invoice', t.moveToInvoice],
    [true, 'print', t.print],
  ];
  const items = menu.filter(([offered]) => offered).map(([, value, label]) => ({ value, label }));

  return (
    <Stack gap="3">
      {rules.archived && (
        <Alert.Root status="warning" size="sm" data-testid="ticket-archived-warning">
          <Alert.Indicator />
          <Alert.Content>
            {/* The articles' own warning stands above their table. */}
            <Alert.Description>{t.archivedTime}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t.bar} data-testid="ticket-actions">
        {rules.pickUp && (
          <Button size="sm" variant="outline" onClick={() => void runAction(environment, ticketActionMutation('pickUpMutation'), { id: ticket.id })}>
            {t.pickUp}
          </Button>
        )}
        {rules.close && (
          <Button size="sm" variant="outline" onClick={() => void close(true)}>
            {t.close}
          </Button>
        )}
        <TicketTimerButton ticket={ticket} />
        <ActionMenu
          entries={items}
          onSelect={onMenu}
          trigger={(handlers) => (
            <Button size="sm" variant="outline" {...handlers}>
              {t.more}
              <MoreIcon />
            </Button>
          )}
        />
      </Flex>

      {timeDialog}
      <ConfirmDialog
        open={dialog === 'clone'}
        title={interpolate(t.cloneConfirm, { reference: ticket.reference ?? `#${ticket.databaseId}` })}
        text={t.cloneText}
        confirmLabel={t.clone}
        busy={busy}
        onConfirm={() => void clone()}
        onCancel={() => setDialog(null)}
      />
      <ChooseRecordDialog
        open={dialog === 'merge'}
        title={t.mergeTitle}
        help={t.mergeHelp}
        choices={[{ name: 'ticket', label: t.mergeWith, lookup: ticketLookup, exclude: [ticket.databaseId] }]}
        saveLabel={t.mergeConfirm}
        onClose={() => setDialog(null)}
        onSave={(chosen) => merge(chosen.ticket.id)}
      />
      <ChooseRecordDialog
        open={dialog === 'template'}
        title={t.templateTitle}
        choices={[{ name: 'template', label: t.template, lookup: ticketTemplateLookup }]}
        saveLabel={t.apply}
        onClose={() => setDialog(null)}
        onSave={async (chosen) => {
          const result = await runAction(environment, ticketActionMutation('applyTemplateMutation'), { id: ticket.id, templateId: String(chosen.template.id), selectedData: parts });
          if (result) setDialog(null);
        }}
      >
        <Suspense fallback={null}>
          <TemplatePartsChoice parts={parts} onChange={setParts} />
        </Suspense>
      </ChooseRecordDialog>
      <ChooseRecordDialog
        open={dialog === 'invoice'}
        title={t.moveTitle}
        help={t.moveHelp}
        choices={[
          { name: 'from', label: t.oldInvoice, lookup: conceptInvoiceLookup },
          { name: 'to', label: t.newInvoice, lookup: conceptInvoiceLookup },
        ]}
        saveLabel={t.move}
        onClose={() => setDialog(null)}
        onSave={async (chosen) => {
          const input = { id: ticket.id, oldInvoiceId: String(chosen.from.id), newInvoiceId: String(chosen.to.id) };
          if (await runAction(environment, ticketActionMutation('moveToInvoiceMutation'), input)) setDialog(null);
        }}
      />
    </Stack>
  );
}
