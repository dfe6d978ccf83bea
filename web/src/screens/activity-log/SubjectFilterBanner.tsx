import { Alert, Button, Flex, Text } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { SubjectFilterBannerQuery } from '../../__generated__/SubjectFilterBannerQuery.graphql';
import { nlActivityLog } from '../../i18n/nl/activityLog';
import { parseColumnFilters } from '../../lib/filters';
import { SUBJECT_ID_COLUMN, SUBJECT_TYPE_COLUMN } from './subjectFilter';
import { SubjectLink } from './SubjectLink';
import { subjectTypeLabel } from './subjects';

const query = graphql`
  query SubjectFilterBannerQuery($filter: [FieldFilter!]) {
    activityLog(first: 1, filter: $filter) {
      edges {
        node {
          ...SubjectLink_entry
        }
      }
    }
  }
`;

function readFilters(params: URLSearchParams) {
  try {
    return parseColumnFilters(JSON.parse(params.get('f') ?? '{}'));
  } catch {
    return {};
  }
}

function SubjectName({ type, id }: { type: string; id: number }) {
  const filter = useMemo(
    () => [
      { field: 'subjectType', operator: 'EQ' as const, value: type },
      { field: 'subjectId', operator: 'EQ' as const, value: id },
    ],
    [type, id],
  );
  const data = useLazyLoadQuery<SubjectFilterBannerQuery>(query, { filter }, { fetchPolicy: 'store-or-network' });
  const entry = data.activityLog?.edges[0]?.node;
  return entry ? <SubjectLink entry={entry} /> : <>{`${subjectTypeLabel(type)} #${id}`}</>;
}

/**
 * Arriving through a detail screen's 'Geschiedenis', the list shows one record's history: say
 * which, and offer the whole log again.
 */
export function SubjectFilterBanner() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const rawId = filters[SUBJECT_ID_COLUMN];
  const rawType = filters[SUBJECT_TYPE_COLUMN];
  const id = typeof rawId === 'string' && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const types = rawType === undefined ? [] : typeof rawType === 'string' ? [rawType] : rawType;
  if (id === null || types.length !== 1) return null;
  const type = types[0]!;

  const showAll = () => {
    const rest = { ...filters };
    delete rest[SUBJECT_ID_COLUMN];
    delete rest[SUBJECT_TYPE_COLUMN];
    const next = new URLSearchParams(params);
    next.delete('page');
    if (Object.keys(rest).length > 0) next.set('f', JSON.stringify(rest));
    else next.delete('f');
    if ([...next.keys()].length === 0) next.set('perPage', '15');
    setParams(next);
  };

  const [before, after] = nlActivityLog.subjectFilter.split('{subject}');
  return (
    <Alert.Root status="info" variant="subtle" data-testid="activity-subject-filter">
      <Alert.Indicator />
      <Flex flex="1" align="center" gap="3" wrap="wrap">
        <Text flex="1" minW="0">
          {before}
          {subjectTypeLabel(type)}{' '}
          <Suspense fallback={`#${id}`}>
            <SubjectName type={type} id={id} />
          </Suspense>
          {after}
        </Text>
        <Button size="xs" variant="outline" bg="bg" onClick={showAll}>
          {nlActivityLog.showAll}
        </Button>
      </Flex>
    </Alert.Root>
  );
}
