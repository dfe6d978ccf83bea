/** What happened to a record, as the activity log keeps it and live events announce it. */
export type ActivityEvent = 'created' | 'updated' | 'updated-relation' | 'deleted' | 'merged' | 'restored' | 'archived' | 'portal-login';

export interface ActivityEntry {
  tenantId: number;
  /** Resource name (tickets, companies). */
  subjectType: string;
  subjectId: number;
  causerId: number | null;
  event: ActivityEvent;
  /** New values, only those that changed. */
  attributes?: Record<string, unknown>;
  /** Values before the change, only those that changed. */
  old?: Record<string, unknown>;
}
