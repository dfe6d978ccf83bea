import type { PreloadedQuery } from 'react-relay/hooks';
import type { PlannerScreenQuery } from '../../__generated__/PlannerScreenQuery.graphql';

/** Tasks one week shows at most (the connection's page limit). */
export const PLANNER_LIMIT = 100;

export interface PlannerData {
  queryRef: PreloadedQuery<PlannerScreenQuery>;
  monday: Date;
}
