import { Box, Card, DataList, Heading, Link } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { ContractPeriodRecordQuery$data } from '../../__generated__/ContractPeriodRecordQuery.graphql';
import { dateCell, minutesCell, NoneCell } from '../../components/list/cells';
import type { RecordConfig } from '../../components/record/types';
import { nlDetail } from '../../i18n/nl/detail';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const detailQuery = graphql`
  query ContractPeriodRecordQuery($id: ID!) {
    record: contractPeriod(id: $id) {
      id
      databaseId
      label
      periodStart
      periodEnd
      minutes
      registeredTime
      minutesRemaining
      contract {
        databaseId
        label
        name
      }
      createdAt
      updatedAt
    }
  }
`;

type ContractPeriod = NonNullable<ContractPeriodRecordQuery$data['record']>;

const f = nlFields;

function Item({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel flexShrink={0} w={{ base: '8.5rem', md: '13rem' }}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A contract period's hours (spec back-office §2, contract detail): times as HH:MM, the remainder green or red. */
function ContractPeriodBody({ period }: { period: ContractPeriod }) {
  return (
    <Box maxW="4xl">
      <Card.Root size="sm" as="section" aria-labelledby="period-fields-title">
        <Card.Header>
          <Heading as="h2" size="sm" id="period-fields-title">
            {nlDetail.details}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm" gap="3" data-testid="record-fields">
            <Item label={f.contract}>
              {period.contract ? (
                <Link asChild color="blue.700">
                  <RouterLink to={`/contracts/${period.contract.databaseId}`}>{period.contract.label ?? period.contract.name}</RouterLink>
                </Link>
              ) : (
                <NoneCell />
              )}
            </Item>
            <Item label={f.periodStart}>{dateCell(period.periodStart)}</Item>
            <Item label={f.periodEnd}>{dateCell(period.periodEnd)}</Item>
            <Item label={f.availableTime} testId="period-minutes">
              {minutesCell(period.minutes)}
            </Item>
            <Item label={f.usedTime} testId="period-spent">
              {minutesCell(period.registeredTime)}
            </Item>
            <Item label={f.remainingTime} testId="period-remaining">
              {minutesCell(period.minutesRemaining, true)}
            </Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export const contractPeriodRecord: RecordConfig<ContractPeriod> = {
  type: 'contract-periods',
  // The period is part of its contract: its route is contracts.show and its list the contracts.
  routeResource: 'contracts',
  texts: { ...nlResources['contract-periods'], title: nlResources.contracts.title },
  listPath: '/contracts',
  recordPath: (id) => `/contract-periods/${id}`,
  detailQuery,
  subjectType: 'contract-periods',
  fields: [],
  title: (period) => [period.contract?.label ?? period.contract?.name, period.label].filter(Boolean).join(': ') || `#${period.databaseId}`,
  body: (period) => <ContractPeriodBody period={period} />,
};
