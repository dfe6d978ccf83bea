import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { useStatisticsQuery, useStatisticsQuery$variables } from '../../__generated__/useStatisticsQuery.graphql';

const query = graphql`
  query useStatisticsQuery($type: String!, $groupBy: String!, $interval: StatInterval, $sum: [String!], $filter: [FieldFilter!]) {
    statistics(type: $type, groupBy: $groupBy, interval: $interval, sum: $sum, filter: $filter) {
      totalCount
      totalSums
      rows {
        key
        label
        count
        sums
      }
    }
  }
`;

export type StatisticsRequest = useStatisticsQuery$variables;

/** Counts and sums of one record type grouped by one field (GET /stats/{type}); suspends while loading. */
export function useStatistics(request: StatisticsRequest) {
  return useLazyLoadQuery<useStatisticsQuery>(query, request, { fetchPolicy: 'store-and-network' }).statistics;
}
