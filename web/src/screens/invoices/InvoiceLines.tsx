import { Box, Card, Flex, Heading, Portal, Stack, Table, Text, Tooltip } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { nlInvoice } from '../../i18n/nl/invoice';
import { nlValues } from '../../i18n/nl/values';
import { formatDate } from '../../lib/dateInput';
import { interpolate } from '../../lib/interpolate';
import { lineExportFlag } from '../../lib/invoiceExport';
import { formatCurrency } from '../../lib/price';
import { useViewer } from '../../relay/viewer';

export interface InvoiceLineData {
  readonly id: string;
  readonly date?: string | null;
  readonly quantity?: number | null;
  readonly productCode?: string | null;
  readonly description?: string | null;
  readonly price?: number | null;
  readonly total?: number | null;
  readonly isLocked?: boolean | null;
  readonly exportWarning?: unknown;
}

export interface InvoiceLinesData {
  readonly total?: number | null;
  readonly totalIncl?: number | null;
  readonly vatPerRate?: unknown;
  readonly timeGroupedByTicket?: unknown;
  readonly invoiceLines?: { readonly edges: readonly { readonly node: InvoiceLineData }[] } | null;
}

interface VatGroup {
  rate: number;
  base: number;
  vat: number;
}

interface TicketGroup {
  ticket_id: number;
  reference: string | null;
  description: string | null;
  quantity: number;
  total: number;
}

const t = nlInvoice;
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function Warning({ text, flag }: { text: string; flag: 'error' | 'warning' }) {
  return (
    <Tooltip.Root openDelay={100}>
      <Tooltip.Trigger asChild>
        <Box as="span" tabIndex={0} role="img" aria-label={text} color={flag === 'error' ? 'fg.error' : 'fg.warning'} fontWeight="bold" data-testid="invoice-line-warning">
          !
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" bg={flag === 'error' ? 'red.600' : undefined}>
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The lines table, the time grouped per ticket, and the totals with VAT per rate (spec back-office §2 Invoice detail). */
export function InvoiceLines({ invoice }: { invoice: InvoiceLinesData }) {
  const viewer = useViewer();
  const lines = invoice.invoiceLines?.edges.map((edge) => edge.node) ?? [];
  const vat = list<VatGroup>(invoice.vatPerRate);
  const tickets = list<TicketGroup>(invoice.timeGroupedByTicket);
  return (
    <Stack gap="4">
      <Card.Root size="sm" as="section" aria-labelledby="invoice-lines-title">
        <Card.Header>
          <Heading as="h2" size="sm" id="invoice-lines-title">
            {t.lines}
          </Heading>
        </Card.Header>
        <Card.Body overflowX="auto">
          {lines.length === 0 ? (
            <Text color="fg.muted">{t.noLines}</Text>
          ) : (
            <Table.Root size="sm" data-testid="invoice-lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.code}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.description}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.price}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.total}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.locked}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => {
                  const flag = lineExportFlag(line, viewer.modules);
                  return (
                    <Table.Row key={line.id} data-testid="invoice-line">
                      <Table.Cell whiteSpace="nowrap">{formatDate(line.date)}</Table.Cell>
                      <Table.Cell textAlign="end">{quantityFormat.format(line.quantity ?? 0)}</Table.Cell>
                      <Table.Cell>
                        <Flex gap="1" align="center">
                          {line.productCode}
                          {flag && <Warning text={typeof line.exportWarning === 'string' ? line.exportWarning : ''} flag={flag} />}
                        </Flex>
                      </Table.Cell>
                      <Table.Cell>{line.description}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">{formatCurrency(line.price)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">{formatCurrency(line.total)}</Table.Cell>
                      <Table.Cell>{line.isLocked ? nlValues.yes : nlValues.no}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
          <Stack gap="1" mt="4" align="flex-end" data-testid="invoice-totals" fontVariantNumeric="tabular-nums">
            <Flex gap="4">
              <Text>{t.totalExcl}</Text>
              <Text minW="8rem" textAlign="end">{formatCurrency(invoice.total ?? 0)}</Text>
            </Flex>
            {vat.map((group) => (
              <Flex gap="4" key={group.rate}>
                <Text>{interpolate(t.vatAt, { rate: quantityFormat.format(group.rate), base: formatCurrency(group.base) })}</Text>
                <Text minW="8rem" textAlign="end">{formatCurrency(group.vat)}</Text>
              </Flex>
            ))}
            <Flex gap="4" fontWeight="bold">
              <Text>{t.totalIncl}</Text>
              <Text minW="8rem" textAlign="end">{formatCurrency(invoice.totalIncl ?? 0)}</Text>
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
      {tickets.length > 0 && (
        <Card.Root size="sm" as="section" aria-labelledby="invoice-tickets-title">
          <Card.Header>
            <Heading as="h2" size="sm" id="invoice-tickets-title">
              {t.timePerTicket}
            </Heading>
          </Card.Header>
          <Card.Body overflowX="auto">
            <Table.Root size="sm" data-testid="invoice-ticket-groups">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.ticket}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.hours}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.total}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {tickets.map((group) => (
                  <Table.Row key={group.ticket_id}>
                    <Table.Cell>
                      <RouterLink to={`/tickets/${group.ticket_id}`}>{[group.reference, group.description].filter(Boolean).join(' · ')}</RouterLink>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{quantityFormat.format(group.quantity)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(group.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
