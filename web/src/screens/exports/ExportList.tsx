import { Badge, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ExportList_query$data } from '../../__generated__/ExportList_query.graphql';
import { relativeCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { notify } from '../../components/toaster';
import { nlExports } from '../../i18n/nl/exports';
import { nlResources } from '../../i18n/nl/resources';
import { resources } from '../../i18n/resources';
import { downloadFile } from '../../relay/files';

const fragment = graphql`
  fragment ExportList_query on Query
  @refetchable(queryName: "ExportListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: exports(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          model
          createdAt
          exportedAt
          failedAt
          error
          downloadLink
        }
      }
    }
  }
`;

type Row = NonNullable<ExportList_query$data['list']>['edges'][number]['node'];

const t = nlExports;

/** The list title of the exported record type ('Bedrijven'), else its route name. */
function typeLabel(model: string | null | undefined): string {
  if (!model) return '';
  return (resources as Record<string, { title: string } | undefined>)[model]?.title ?? t.types[model] ?? model;
}

/** 'In wachtrij' until the job has written the file, then a Download button (spec core §4). */
function StatusCell({ row }: { row: Row }) {
  const [busy, setBusy] = useState(false);
  if (row.downloadLink) {
    const download = () => {
      setBusy(true);
      downloadFile(row.downloadLink!, `Export ${typeLabel(row.model)}.xlsx`)
        .catch((error: unknown) => notify('danger', error instanceof Error && error.message ? error.message : t.downloadFailed))
        .finally(() => setBusy(false));
    };
    return (
      <Button size="xs" variant="outline" colorPalette="blue" onClick={download} loading={busy} loadingText={t.download}>
        {t.download}
      </Button>
    );
  }
  if (row.exportedAt) {
    return (
      <Badge colorPalette="gray" variant="outline" title={t.expiredHint}>
        {t.expired}
      </Badge>
    );
  }
  if (row.failedAt) {
    return (
      <Badge colorPalette="red" variant="subtle" title={row.error ?? undefined}>
        {t.failed}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="subtle">
      {t.queued}
    </Badge>
  );
}

export const exportList: ListConfig<Row> = {
  type: 'exports',
  routeName: 'exports.index',
  texts: nlResources.exports,
  fragment,
  // Newest first (back-office §3).
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  rowPath: () => null,
  // Exports are made from a list's menu, never here (core §2).
  newButton: false,
  presets: false,
  exportable: false,
  rowTestId: 'exports-row',
  columns: [
    { id: 'model', header: t.type, sortField: 'model', mobile: 'title', exportField: null, cell: (row) => <Text as="span" fontWeight="medium">{typeLabel(row.model)}</Text> },
    { id: 'createdAt', header: t.created, sortField: 'createdAt', firstDirection: 'DESC', nowrap: true, exportField: null, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
    { id: 'exportedAt', header: t.exported, sortField: 'exportedAt', firstDirection: 'DESC', nowrap: true, hidden: true, exportField: null, cell: (row) => relativeCell(row.exportedAt) },
    { id: 'status', header: t.status, exportField: null, cell: (row) => <StatusCell row={row} /> },
  ],
};
