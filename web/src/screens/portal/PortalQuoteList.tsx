import { Badge, Link, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { PortalQuoteListQuery } from '../../__generated__/PortalQuoteListQuery.graphql';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../relay/viewer';
import { formatCurrency } from '../../lib/price';
import { PORTAL_PAGE_SIZE, usePortalPage } from './PortalPager';
import { PortalHeading, PortalTable } from './PortalTable';
import { usePortalTexts } from './texts';

const query = graphql`
  query PortalQuoteListQuery($first: Int!, $page: Int!) {
    quotes(first: $first, page: $page, orderBy: [{ field: "created_at", direction: DESC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          reference
          name
          statusId
          sentAt
          totalExcl
        }
      }
    }
  }
`;

/** The sent quotes of the contact's companies. */
export function PortalQuoteList() {
  const t = usePortalTexts();
  if (!useCan('quotes', 'index')) {
    return (
      <>
        <PortalHeading title={t.quotes.title} />
        <Text color="fg.muted">{t.quotes.empty}</Text>
      </>
    );
  }
  return <QuoteTable />;
}

function QuoteTable() {
  const t = usePortalTexts();
  const page = usePortalPage();
  const data = useLazyLoadQuery<PortalQuoteListQuery>(query, { first: PORTAL_PAGE_SIZE, page }, { fetchPolicy: 'store-and-network' });
  return (
    <PortalTable
      title={t.quotes.title}
      empty={t.quotes.empty}
      rows={(data.quotes?.edges ?? []).map(({ node }) => node)}
      total={data.quotes?.totalCount ?? 0}
      columns={[
        { header: t.quotes.reference, cell: (quote) => quote.reference },
        {
          header: t.quotes.name,
          cell: (quote) => (
            <Link asChild color="blue.700">
              <RouterLink to={`/portal/quotes/${quote.databaseId}`}>{quote.name}</RouterLink>
            </Link>
          ),
        },
        { header: t.quotes.status, cell: (quote) => <Badge>{t.quotes.statuses[quote.statusId ?? 0] ?? ''}</Badge> },
        { header: t.quotes.sentAt, cell: (quote) => (quote.sentAt ? formatDateTime(quote.sentAt) : '') },
        { header: t.quotes.total, cell: (quote) => formatCurrency(quote.totalExcl), end: true },
      ]}
    />
  );
}
