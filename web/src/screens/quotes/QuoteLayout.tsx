import { Button, Flex, Heading, Menu, Portal, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { RichTextEditor, type RichTextHandle } from '../../components/editor/RichTextEditor';
import { ChevronDownIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlQuote } from '../../i18n/nl/quote';
import { FOOTER_PLACEHOLDERS, INTRO_PLACEHOLDERS, type QuotePlaceholder } from '../../lib/quotePlaceholders';
import { htmlToRichNodes, serializeHtml, type RichNode } from '../../lib/richText';
import { reportMutationFailure } from '../../relay/errors';

interface QuoteLayoutProps {
  /** The quote's or template's global id. */
  id: string;
  introText: string | null | undefined;
  footerText: string | null | undefined;
  /** updateQuote or updateQuoteTemplate, aliased as the record screens' are. */
  updateMutation: GraphQLTaggedNode;
  canUpdate: boolean;
  onSaved: () => void;
}

/** Tab Opmaak (spec back-office §2): the intro and the footer, each with its fields and its own save. */
export function QuoteLayout({ id, introText, footerText, updateMutation, canUpdate, onSaved }: QuoteLayoutProps) {
  return (
    <Stack gap="6" data-testid="quote-layout">
      <LayoutText
        id={id}
        field="introText"
        title={nlQuote.intro}
        saveLabel={nlQuote.saveIntro}
        savedText={nlQuote.introSaved}
        html={introText}
        placeholders={INTRO_PLACEHOLDERS}
        updateMutation={updateMutation}
        canUpdate={canUpdate}
        onSaved={onSaved}
      />
      <LayoutText
        id={id}
        field="footerText"
        title={nlQuote.footer}
        saveLabel={nlQuote.saveFooter}
        savedText={nlQuote.footerSaved}
        html={footerText}
        placeholders={FOOTER_PLACEHOLDERS}
        updateMutation={updateMutation}
        canUpdate={canUpdate}
        onSaved={onSaved}
      />
    </Stack>
  );
}

interface LayoutTextProps {
  id: string;
  field: 'introText' | 'footerText';
  title: string;
  saveLabel: string;
  savedText: string;
  html: string | null | undefined;
  placeholders: readonly QuotePlaceholder[];
  updateMutation: GraphQLTaggedNode;
  canUpdate: boolean;
  onSaved: () => void;
}

/** One rich text, a menu that puts a placeholder where the cursor is, and a save of this field alone. */
function LayoutText({ id, field, title, saveLabel, savedText, html, placeholders, updateMutation, canUpdate, onSaved }: LayoutTextProps) {
  const environment = useRelayEnvironment();
  const editor = useRef<RichTextHandle>(null);
  const [initial] = useState(() => htmlToRichNodes(html ?? ''));
  const [nodes, setNodes] = useState<RichNode[]>(initial);
  const [busy, setBusy] = useState(false);
  const testId = field === 'introText' ? 'layout-intro' : 'layout-footer';

  const save = async () => {
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, updateMutation, { id, [field]: serializeHtml(nodes) });
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', savedText);
      onSaved();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <RichTextEditor
        label={title}
        initialValue={initial}
        onChange={setNodes}
        onSubmit={() => canUpdate && void save()}
        disabled={!canUpdate || busy}
        handleRef={editor}
        toolbarExtra={
          canUpdate && (
            <Flex ms="auto">
              <Menu.Root onSelect={(details) => editor.current?.insertNodes([{ text: details.value }])}>
                <Menu.Trigger asChild>
                  <Button size="xs" variant="ghost" onMouseDown={(event) => event.preventDefault()}>
                    {nlQuote.insertField}
                    <ChevronDownIcon />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {placeholders.map((placeholder) => (
                        <Menu.Item key={placeholder.token} value={placeholder.token}>
                          {placeholder.label}
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Flex>
          )
        }
      />
      {canUpdate && (
        <Flex justify="flex-end">
          <Button size="sm" colorPalette="blue" onClick={() => void save()} loading={busy}>
            {saveLabel}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
