import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SlaReportPanelQuery } from '../../__generated__/SlaReportPanelQuery.graphql';
import { nlSla } from '../../i18n/nl/sla';
import { metShare, reportMonths } from '../../lib/slaReport';
import { periodLabel, type PeriodRange } from '../../lib/statistics';

const t = nlSla.report;

const query = graphql`
  query SlaReportPanelQuery($from: String, $to: String) {
    slaReport(from: $from, to: $to) {
      rows {
        company {
          databaseId
        }
        companyName
        month
        tickets
        firstResponseMet
        firstResponseMissed
        resolveMet
        resolveMissed
      }
    }
  }
`;

function Count({ met, missed, kind }: { met: number; missed: number; kind: 'met' | 'missed' }) {
  const share = metShare(met, missed);
  const value = kind === 'met' ? met : missed;
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap" color={kind === 'missed' && value > 0 ? 'fg.error' : undefined}>
      {value}
      {kind === 'met' && share !== null ? ` (${share}%)` : ''}
    </Table.Cell>
  );
}

/** Met and missed SLA times per company and month of the period (GET /stats/sla); suspends while loading. */
export function SlaReportPanel({ range }: { range: PeriodRange }) {
  const { rows } = useLazyLoadQuery<SlaReportPanelQuery>(query, reportMonths(range), { fetchPolicy: 'store-and-network' }).slaReport;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" p="4" data-testid="stats-panel-sla-report">
      <Heading as="h2" size="md" mb="3">
        {t.title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t.empty}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.month}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.company}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.tickets}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.firstResponseMet}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.firstResponseMissed}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.resolveMet}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.resolveMissed}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${row.month}:${row.company?.databaseId ?? row.companyName ?? ''}`} data-testid="sla-report-row">
                  <Table.Cell whiteSpace="nowrap">{periodLabel(`${row.month}-01`, 'MONTH')}</Table.Cell>
                  <Table.Cell>{row.companyName ?? t.noCompany}</Table.Cell>
                  <Table.Cell textAlign="end">{row.tickets}</Table.Cell>
                  <Count met={row.firstResponseMet} missed={row.firstResponseMissed} kind="met" />
                  <Count met={row.firstResponseMet} missed={row.firstResponseMissed} kind="missed" />
                  <Count met={row.resolveMet} missed={row.resolveMissed} kind="met" />
                  <Count met={row.resolveMet} missed={row.resolveMissed} kind="missed" />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
