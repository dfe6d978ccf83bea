import { Card, Flex, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PortalPager } from './PortalPager';

export interface PortalColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right. */
  end?: boolean;
}

/** A portal page's heading with an optional action beside it. */
export function PortalHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {action}
    </Flex>
  );
}

/** The portal's lists: a heading, an optional notice (such as the search), a table driven by its columns (or the empty text), and the pager. */
export function PortalTable<Row extends { id: string }>({
  title,
  action,
  notice,
  empty,
  columns,
  rows,
  total,
}: {
  title: string;
  action?: ReactNode;
  notice?: ReactNode;
  empty: string;
  columns: PortalColumn<Row>[];
  rows: readonly Row[];
  total: number;
}) {
  return (
    <>
      <PortalHeading title={title} action={action} />
      {notice}
      <Card.Root>
        <Card.Body p="0">
          {rows.length === 0 ? (
            <Text p="6" color="fg.muted">
              {empty}
            </Text>
          ) : (
            <Table.Root interactive>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column.header} textAlign={column.end ? 'end' : undefined}>
                      {column.header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    {columns.map((column) => (
                      <Table.Cell key={column.header} textAlign={column.end ? 'end' : undefined}>
                        {column.cell(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
      <PortalPager total={total} />
    </>
  );
}
