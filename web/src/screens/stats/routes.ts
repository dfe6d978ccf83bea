import { financeStats, ticketStats, timeRegistrationStats, usedProductStats, type StatsPage } from './statsPages';

/** The statistics screens by path; all of them need stats.index. */
export const statsScreens: ReadonlyArray<{ path: string; page: StatsPage }> = [
  { path: 'stats', page: ticketStats },
  { path: 'stats/time-registrations', page: timeRegistrationStats },
  { path: 'stats/used-products', page: usedProductStats },
  { path: 'subscriptions/stats', page: financeStats },
];
