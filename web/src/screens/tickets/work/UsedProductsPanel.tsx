import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { UsedProductsPanel_ticket$key } from '../../../__generated__/UsedProductsPanel_ticket.graphql';
import type { UsedProductsPanelRefetchQuery } from '../../../__generated__/UsedProductsPanelRefetchQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PlusIcon } from '../../../components/icons';
import { runRecordMutation } from '../../../components/record/recordMutations';
import { useIsMobile } from '../../../components/useIsMobile';
import { notify, notifyValidation } from '../../../components/toaster';
import { nlDialog } from '../../../i18n/nl/dialog';
import { nlTicketWork } from '../../../i18n/nl/ticketWork';
import { formatDate } from '../../../lib/dateInput';
import { formatCurrency } from '../../../lib/price';
import { usedProductActions, type UsedProductActions, type UsedProductDraft, type UsedProductValues } from '../../../lib/ticketWork';
import { fieldErrors } from '../../../lib/userErrors';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { createUsedProduct, deleteUsedProduct, runInvoicing, updateUsedProduct } from './usedProductMutations';
import { dialogOnDemand } from '../../../components/onDemand';

const UsedProductDialog = dialogOnDemand(
  () => import('./UsedProductDialog').then((module) => module.UsedProductDialog),
  () => true,
);

const t = nlTicketWork.products;

const fragment = graphql`
  fragment UsedProductsPanel_ticket on Ticket @refetchable(queryName: "UsedProductsPanelRefetchQuery") {
    id
    databaseId
    archivedAt
    status {
      internalType
    }
    usedProducts(first: 100, orderBy: [{ field: "executedAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          executedAt
          productCode
          description
          quantity
          price
          total
          invoiceId
          invoice {
            id
            exportedAt
          }
        }
      }
    }
  }
`;

type Line = NonNullable<NonNullable<UsedProductsPanel_ticket$key[' $data']>['usedProducts']>['edges'][number]['node'];

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

const draftOf = (line: Line | null): UsedProductDraft =>
  line
    ? {
        executedAt: line.executedAt ?? today(),
        productCode: line.productCode ?? '',
        description: line.description ?? '',
        quantity: String(line.quantity ?? 1),
        price: line.price === null || line.price === undefined ? '' : line.price.toFixed(2),
      }
    : { executedAt: today(), productCode: '', description: '', quantity: '1', price: '' };

type Editing = { line: Line | null } | null;
type Confirming = { action: 'invoice' | 'deinvoice' | 'delete'; line: Line } | null;

/** The articles used on a ticket: add, edit, delete, invoice and take off the invoice (spec core §2-§5). */
export function UsedProductsPanel({ ticket: ticketKey }: { ticket: UsedProductsPanel_ticket$key }) {
  const [ticket, refetch] = useRefetchableFragment<UsedProductsPanelRefetchQuery, UsedProductsPanel_ticket$key>(fragment, ticketKey);
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [, startTransition] = useTransition();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof UsedProductDraft, string>>>({});

  const archived = ticket.archivedAt !== null && ticket.archivedAt !== undefined;
  const state = {
    archived,
    closed: ticket.status?.internalType === 'CLOSED' || ticket.status?.internalType === 'ARCHIVED',
    invoicing: viewer.modules.mod_invoicing === true,
    canUpdate: viewer.permissions.has('used-products.update'),
    canDelete: viewer.permissions.has('used-products.destroy'),
  };
  const canAdd = !archived && viewer.permissions.has('used-products.store');
  const lines = ticket.usedProducts?.edges.map((edge) => edge.node) ?? [];
  const sum = lines.reduce((total, line) => total + (line.total ?? 0), 0);

  const isMobile = useIsMobile();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  const save = async (values: UsedProductValues) => {
    if (!editing) return;
    setBusy(true);
    try {
      const input = editing.line
        ? { id: editing.line.id, ...values }
        : { ...values, morphableType: 'tickets', morphableId: ticket.databaseId };
      const result = await runRecordMutation(environment, editing.line ? updateUsedProduct : createUsedProduct, input);
      if (result.userErrors.length > 0) {
        setServerErrors(fieldErrors(result.userErrors));
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', editing.line ? t.updated : t.added);
      setEditing(null);
      reload();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { action, line } = confirming;
    setBusy(true);
    try {
      if (action === 'delete') {
        const result = await runRecordMutation(environment, deleteUsedProduct, { id: line.id });
        if (result.userErrors.length > 0) notifyValidation(result.userErrors);
        else notify('success', t.deleted);
        reload();
      } else {
        await runInvoicing(environment, action, [line.id]);
        // A reload still under way from an earlier save read the line before this; a new one replaces it.
        reload();
      }
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const ask = (action: 'invoice' | 'deinvoice' | 'edit' | 'delete', line: Line) => {
    if (action === 'edit') {
      setServerErrors({});
      setEditing({ line });
    } else {
      setConfirming({ action, line });
    }
  };
  const badge = (line: Line) =>
    line.invoiceId !== null && line.invoiceId !== undefined ? (
      <Badge colorPalette={line.invoice?.exportedAt ? 'gray' : 'green'} data-testid="used-product-invoiced">
        {line.invoice?.exportedAt ? t.exported : t.invoiced}
      </Badge>
    ) : null;

  const texts = { invoice: t.confirmInvoice, deinvoice: t.confirmDeinvoice, delete: t.confirmDelete };
  const titles = { invoice: t.invoiceAction, deinvoice: t.deinvoiceAction, delete: t.deleteTitle };

  return (
    <Card.Root size="sm" data-testid="used-products">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading size="sm">{t.title}</Heading>
          {canAdd && (
            <Button size="xs" variant="outline" onClick={() => { setServerErrors({}); setEditing({ line: null }); }}>
              <PlusIcon /> {t.add}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        {archived && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t.archived}</Alert.Title>
          </Alert.Root>
        )}
        {lines.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t.empty}
          </Text>
        ) : isMobile ? (
          <Stack gap="2">
            {lines.map((line) => (
              <Box key={line.id} borderWidth="1px" borderRadius="md" p="3" data-testid="used-product-row">
                <Flex justify="space-between" gap="2">
                  <Text fontWeight="medium">{line.description}</Text>
                  {badge(line)}
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {[formatDate(line.executedAt), line.productCode].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                  {line.quantity} × {formatCurrency(line.price)} = {formatCurrency(line.total)}
                </Text>
                <Box mt="2">
                  <LineActions actions={usedProductActions({ invoiceId: line.invoiceId, exported: Boolean(line.invoice?.exportedAt) }, state)} onAsk={(action) => ask(action, line)} />
                </Box>
              </Box>
            ))}
            <Text fontWeight="semibold" textAlign="end">
              {t.totalAll}: {formatCurrency(sum)}
            </Text>
          </Stack>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.productCode}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.description}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.price}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.total}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.invoice}</Table.ColumnHeader>
                  <Table.ColumnHeader aria-label={t.actions} />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => {
                  const exported = Boolean(line.invoice?.exportedAt);
                  const actions = usedProductActions({ invoiceId: line.invoiceId, exported }, state);
                  return (
                    <Table.Row key={line.id} data-testid="used-product-row">
                      <Table.Cell whiteSpace="nowrap">{formatDate(line.executedAt)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{line.productCode}</Table.Cell>
                      <Table.Cell>{line.description}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{line.quantity}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCurrency(line.price)}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCurrency(line.total)}</Table.Cell>
                      <Table.Cell>{badge(line)}</Table.Cell>
                      <Table.Cell>
                        <LineActions actions={actions} onAsk={(action) => ask(action, line)} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell colSpan={5} fontWeight="semibold">{t.totalAll}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCurrency(sum)}</Table.Cell>
                  <Table.Cell colSpan={2} />
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      {editing && (
        <UsedProductDialog
          title={editing.line ? t.edit : t.add}
          initial={draftOf(editing.line)}
          saving={busy}
          serverErrors={serverErrors}
          onSave={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={titles[confirming.action]}
          text={texts[confirming.action]}
          confirmLabel={confirming.action === 'delete' ? nlDialog.deleteConfirm : undefined}
          danger={confirming.action === 'delete'}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Card.Root>
  );
}

/** The buttons of one line, as far as its state and the caller's rights allow. */
function LineActions({ actions, onAsk }: { actions: UsedProductActions; onAsk: (action: 'invoice' | 'deinvoice' | 'edit' | 'delete') => void }) {
  return (
    <HStack gap="1" justify="flex-end" wrap="wrap">
      {actions.invoice && (
        <Button size="xs" variant="outline" onClick={() => onAsk('invoice')}>
          {t.invoiceAction}
        </Button>
      )}
      {actions.deinvoice && (
        <Button size="xs" variant="outline" onClick={() => onAsk('deinvoice')}>
          {t.deinvoiceAction}
        </Button>
      )}
      {actions.edit && (
        <Button size="xs" variant="ghost" onClick={() => onAsk('edit')}>
          {t.editAction}
        </Button>
      )}
      {actions.remove && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onAsk('delete')}>
          {t.deleteAction}
        </Button>
      )}
    </HStack>
  );
}
