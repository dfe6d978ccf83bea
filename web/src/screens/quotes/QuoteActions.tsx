import { Box, Button, Field, IconButton, Menu, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { QuoteActionsAcceptMutation } from '../../__generated__/QuoteActionsAcceptMutation.graphql';
import { AppDialog } from '../../components/AppDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoreIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlQuote } from '../../i18n/nl/quote';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { downloadFile, FileTransferError } from '../../relay/files';
import { useViewer } from '../../relay/viewer';
import { QuoteSendDialog } from './QuoteSendDialog';

const acceptMutation = graphql`
  mutation QuoteActionsAcceptMutation($input: QuoteActionInput!) {
    acceptQuote(input: $input) {
      project {
        databaseId
      }
      quote {
        id
        statusId
        statusLabel
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const declineMutation = graphql`
  mutation QuoteActionsDeclineMutation($input: DeclineQuoteInput!) {
    result: declineQuote(input: $input) {
      record: quote {
        id
        databaseId
        label
        statusId
        statusLabel
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const duplicateMutation = graphql`
  mutation QuoteActionsDuplicateMutation($input: QuoteActionInput!) {
    result: duplicateQuote(input: $input) {
      record: quote {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const templateMutation = graphql`
  mutation QuoteActionsTemplateMutation($input: QuoteActionInput!) {
    result: createQuoteTemplateFromQuote(input: $input) {
      record: quoteTemplate {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlQuote;
const ACCEPTED = 3;
const DECLINED = 4;

/** Accepted and declined quotes are decided: no accepting, declining or sending any more (back-office §4). */
export const isDecided = (statusId: number | null | undefined) => statusId === ACCEPTED || statusId === DECLINED;

/** 'Maak sjabloon': a quote template from the quote, which then opens to be tidied up. */
export function useCreateTemplate(): (quoteId: number) => Promise<void> {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  return async (quoteId) => {
    try {
      const result = await runRecordMutation(environment, templateMutation, { id: String(quoteId) });
      if (result.userErrors.length > 0 || !result.record) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', t.templateCreated);
      navigate(`/deals/quote-templates/${result.record.databaseId}`);
    } catch (error) {
      reportMutationFailure(error);
    }
  };
}

interface QuoteActionsProps {
  quote: { id: string; databaseId: number; reference?: string | null; statusId?: number | null };
  onChanged: () => void;
}

/**
 * The quote screen's actions (back-office §2, §6): the PDF, accepting (which makes the project and
 * opens it), declining with a reason, a copy, and a template; each behind its own permission.
 */
export function QuoteActions({ quote, onChanged }: QuoteActionsProps) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const createTemplate = useCreateTemplate();
  const [confirmAccept, setConfirmAccept] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const can = (permission: string) => viewer.permissions.has(`quotes.${permission}`);
  const open = !isDecided(quote.statusId);

  const download = () =>
    downloadFile(`/downloads/quotes/${quote.databaseId}`, `${quote.reference ?? 'offerte'}.pdf`).catch((error: unknown) =>
      notify('danger', error instanceof FileTransferError ? error.message : t.downloadFailed),
    );

  const accept = async () => {
    setBusy(true);
    try {
      const { acceptQuote } = await commitAsync<QuoteActionsAcceptMutation>(environment, acceptMutation, { input: { id: quote.id } });
      setConfirmAccept(false);
      if (acceptQuote.userErrors.length > 0 || !acceptQuote.project) {
        notifyValidation(acceptQuote.userErrors);
        return;
      }
      notify('success', acceptQuote.message ?? t.accepted);
      navigate(`/projects/${acceptQuote.project.databaseId}`);
    } catch (error) {
      setConfirmAccept(false);
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, declineMutation, { id: quote.id, reason: reason.trim() || null });
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      setDeclining(false);
      notify('success', t.declined);
      onChanged();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const duplicate = async () => {
    try {
      const result = await runRecordMutation(environment, duplicateMutation, { id: quote.id });
      if (result.userErrors.length > 0 || !result.record) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', t.duplicated);
      navigate(`/deals/quotes/${result.record.databaseId}`);
    } catch (error) {
      reportMutationFailure(error);
    }
  };

  const items: { value: string; label: string; shown: boolean }[] = [
    { value: 'download', label: t.download, shown: can('download') },
    { value: 'accept', label: t.accept, shown: open && can('accept') },
    { value: 'decline', label: t.decline, shown: open && can('decline') },
    { value: 'duplicate', label: t.duplicate, shown: can('store') },
    { value: 'template', label: t.createTemplate, shown: can('create-template') },
  ].filter((item) => item.shown);
  if (items.length === 0) return null;

  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'download') void download();
          if (value === 'accept') setConfirmAccept(true);
          if (value === 'decline') {
            setReason('');
            setDeclining(true);
          }
          if (value === 'duplicate') void duplicate();
          if (value === 'template') void createTemplate(quote.databaseId);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" data-testid="quote-actions">
            {t.quoteActions}
            <MoreIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {items.map((item) => (
                <Menu.Item key={item.value} value={item.value}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog open={confirmAccept} title={t.acceptTitle} text={t.acceptText} confirmLabel={t.accept} busy={busy} onConfirm={() => void accept()} onCancel={() => setConfirmAccept(false)} />
      <AppDialog open={declining} title={t.declineTitle} onClose={() => setDeclining(false)} onSave={() => void decline()} saveLabel={t.decline} saving={busy} size="sm">
        <Field.Root>
          <Field.Label>{t.declineReason}</Field.Label>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={1000} data-testid="decline-reason" />
        </Field.Root>
      </AppDialog>
    </>
  );
}

interface QuoteRowMenuProps {
  quote: { databaseId: number; statusId?: number | null };
  /** Whether the deal's contact has an e-mail address to send to. */
  canMail: boolean;
  onChanged: () => void;
}

/** The row menu of a quote on the deal's Offertes tab: 'Verzenden' and 'Maak sjabloon'. */
export function QuoteRowMenu({ quote, canMail, onChanged }: QuoteRowMenuProps) {
  const viewer = useViewer();
  const createTemplate = useCreateTemplate();
  const [sending, setSending] = useState(false);
  const maySend = viewer.permissions.has('quotes.update') && !isDecided(quote.statusId);
  const mayTemplate = viewer.permissions.has('quotes.create-template');
  if (!maySend && !mayTemplate) return null;
  // React events bubble out of portals along the component tree: the menu's and dialog's clicks must not open the row.
  return (
    <Box display="contents" onClick={(event) => event.stopPropagation()}>
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'send') setSending(true);
          if (value === 'template') void createTemplate(quote.databaseId);
        }}
      >
        <Menu.Trigger asChild>
          <IconButton aria-label={t.rowActions} variant="ghost" size="xs" data-testid="quote-row-menu">
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {maySend && (
                <Menu.Item value="send" disabled={!canMail} title={canMail ? undefined : t.noEmail}>
                  {t.send}
                </Menu.Item>
              )}
              {mayTemplate && <Menu.Item value="template">{t.createTemplate}</Menu.Item>}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {sending && <QuoteSendDialog quoteId={quote.databaseId} onClose={() => setSending(false)} onSent={onChanged} />}
    </Box>
  );
}
