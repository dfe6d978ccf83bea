import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { nlList } from '../../i18n/nl/list';
import { arrangeColumns } from '../../lib/columns';
import { interpolate } from '../../lib/interpolate';
import { inIdOrder, printIds } from '../../lib/printView';
import { useViewer } from '../../relay/viewer';
import { PageSpinner } from '../PageSpinner';
import { refetchQueryOf } from './listQuery';
import type { ListConfig, ListFragmentData, ListRowBase } from './types';
import { storedListPreferences } from './useListPreferences';

/** The most rows one print view asks for (the API's page limit). */
const MAX_ROWS = 100;

/**
 * The printable view of the rows chosen in a list ({base}/{type}/print?ids=…, spec core §2): those
 * rows only, with the columns the user shows in that list, fetched through the list's own query.
 */
export function ListPrintScreen<Row extends ListRowBase>({ config }: { config: ListConfig<Row> }) {
  const ids = printIds(useLocation().search).slice(0, MAX_ROWS);
  const plural = config.texts.plural;
  return (
    <Stack gap="6" data-testid="list-print">
      <Flex justify="space-between" align="center" css={{ '@media print': { display: 'none' } }}>
        <Heading as="h1" size="xl">
          {interpolate(nlList.printTitle, { plural: config.texts.title })}
        </Heading>
        <Button size="sm" onClick={() => window.print()}>
          {nlList.print}
        </Button>
      </Flex>
      {ids.length === 0 ? (
        <Text color="fg.muted">{interpolate(nlList.printEmpty, { plural })}</Text>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <PrintedRows config={config} ids={ids} />
        </Suspense>
      )}
    </Stack>
  );
}

function PrintedRows<Row extends ListRowBase>({ config, ids }: { config: ListConfig<Row>; ids: number[] }) {
  const viewer = useViewer();
  const variables = { first: ids.length, page: 1, search: null, filter: [{ field: 'id', operator: 'IN', value: ids }], orderBy: null, trashed: config.fixedVariables?.trashed ?? null };
  const data = useLazyLoadQuery<OperationType>(refetchQueryOf(config.fragment), variables, { fetchPolicy: 'network-only' });
  const list = useFragment<KeyType<ListFragmentData<Row>>>(config.fragment, data as KeyType<ListFragmentData<Row>>);
  const rows = inIdOrder((list.list?.edges ?? []).map((edge) => edge.node), ids);
  const { visible } = arrangeColumns(config.columns, storedListPreferences(viewer, config.routeName).columns);
  if (rows.length === 0) return <Text color="fg.muted">{interpolate(nlList.printEmpty, { plural: config.texts.plural })}</Text>;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {visible.map((column) => (
              <Table.ColumnHeader key={column.id}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="printed-row" css={{ breakInside: 'avoid' }}>
              {visible.map((column) => (
                <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
