import { Badge, Card, DataList, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nlInvoice } from '../../i18n/nl/invoice';
import { formatDateTime } from '../../lib/dates';

export interface InvoiceAsideData {
  readonly invoiceCode?: string | null;
  readonly debtorCode?: string | null;
  readonly exportedAt?: string | null;
  readonly externalUrl?: string | null;
}

const t = nlInvoice;

/** Number, debtor code ('Wordt aangemaakt' until the package made one) and the exported state with its link. */
export function InvoiceAside({ invoice }: { invoice: InvoiceAsideData }) {
  const exported = Boolean(invoice.exportedAt);
  const rows: [string, ReactNode, string][] = [
    [t.number, invoice.invoiceCode || t.noNumber, 'invoice-number'],
    [t.debtorCode, invoice.debtorCode?.trim() || t.debtorCodePending, 'invoice-debtor-code'],
    [
      t.status,
      <Stack gap="1" align="flex-start">
        <Badge colorPalette={exported ? 'green' : 'gray'} variant="subtle">
          {exported ? t.exported : t.concept}
        </Badge>
        {invoice.exportedAt && <span>{`${t.exportedAt} ${formatDateTime(invoice.exportedAt)}`}</span>}
        {invoice.externalUrl && (
          <Link href={invoice.externalUrl} target="_blank" rel="noopener noreferrer" color="blue.700" data-testid="invoice-external-link">
            {t.openExternal}
          </Link>
        )}
      </Stack>,
      'invoice-status',
    ],
  ];
  return (
    <Card.Root size="sm" as="section" aria-labelledby="invoice-aside-title">
      <Card.Header>
        <Heading as="h2" size="sm" id="invoice-aside-title">
          {t.accounting}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="3">
          {rows.map(([label, value, testId]) => (
            <DataList.Item key={testId}>
              <DataList.ItemLabel flexShrink={0} w="9rem">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
