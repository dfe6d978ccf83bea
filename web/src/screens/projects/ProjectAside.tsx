import { Card, DataList, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { nlOptions } from '../../i18n/nl/options';
import { nlQuote } from '../../i18n/nl/quote';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { formatCurrency } from '../../lib/price';

export interface ProjectAsideData {
  readonly invoices?: {
    readonly edges: readonly { readonly node: { readonly databaseId: number; readonly label?: string | null; readonly subject?: string | null; readonly total?: number | null; readonly exportedAt?: string | null } }[];
  } | null;
}

const t = nlQuote;

/** The project's invoices below its fields (spec back-office §2, project sidebar). */
export function ProjectAside({ project }: { project: ProjectAsideData }) {
  const invoices = project.invoices?.edges.map((edge) => edge.node) ?? [];
  return (
    <Card.Root size="sm" as="section" aria-labelledby="project-invoices-title">
      <Card.Header>
        <Heading as="h2" size="sm" id="project-invoices-title">
          {t.invoices}
        </Heading>
      </Card.Header>
      <Card.Body>
        {invoices.length === 0 ? (
          <span data-testid="project-invoices-empty">{nlRecordTabs.noInvoices}</span>
        ) : (
          <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="project-invoices">
            {invoices.map((invoice) => (
              <DataList.Item key={invoice.databaseId}>
                <DataList.ItemLabel flexShrink={0} w="8.5rem">
                  <Link asChild color="blue.700">
                    <RouterLink to={`/invoices/${invoice.databaseId}`}>{invoice.label ?? invoice.subject ?? `#${invoice.databaseId}`}</RouterLink>
                  </Link>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  <Stack gap="0">
                    <span>{formatCurrency(invoice.total ?? 0)}</span>
                    <span>{invoice.exportedAt ? nlRecordTabs.exported : nlOptions.exported.false}</span>
                  </Stack>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
