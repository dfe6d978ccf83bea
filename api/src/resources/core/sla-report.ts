/** Whether a due time was met: done in time, done late or overdue while open, or still running. */
export type Outcome = 'met' | 'missed' | 'open';

export function outcome(due: Date | null, done: Date | null, now: Date): Outcome | null {
  if (due === null) return null;
  if (done !== null) return done.getTime() <= due.getTime() ? 'met' : 'missed';
  return due.getTime() <= now.getTime() ? 'missed' : 'open';
}

export interface ReportTicket {
  company_id: number | null;
  company_name: string | null;
  /** YYYY-MM of the ticket's creation, Dutch time. */
  month: string;
  first_response_expires_at: Date | null;
  first_responded_at: Date | null;
  resolved_expires_at: Date | null;
  resolved_at: Date | null;
}

export interface ReportRow {
  company_id: number | null;
  company_name: string | null;
  month: string;
  tickets: number;
  first_response_met: number;
  first_response_missed: number;
  resolve_met: number;
  resolve_missed: number;
}

/** Met and missed first responses and resolutions per company and month, by month then company name. */
export function slaReport(tickets: ReportTicket[], now: Date): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const ticket of tickets) {
    const key = `${ticket.month}:${ticket.company_id}`;
    let row = rows.get(key);
    if (!row) {
      row = { company_id: ticket.company_id, company_name: ticket.company_name, month: ticket.month, tickets: 0, first_response_met: 0, first_response_missed: 0, resolve_met: 0, resolve_missed: 0 };
      rows.set(key, row);
    }
    row.tickets += 1;
    const first = outcome(ticket.first_response_expires_at, ticket.first_responded_at, now);
    const resolve = outcome(ticket.resolved_expires_at, ticket.resolved_at, now);
    if (first === 'met') row.first_response_met += 1;
    if (first === 'missed') row.first_response_missed += 1;
    if (resolve === 'met') row.resolve_met += 1;
    if (resolve === 'missed') row.resolve_missed += 1;
  }
  return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month) || (a.company_name ?? '').localeCompare(b.company_name ?? '', 'nl'));
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const INVALID_MONTH = 'Vul een maand in als jjjj-mm.';
export const MONTH_ORDER = 'De eerste maand mag niet na de laatste liggen.';

/** The months asked for (`from`, `to` as YYYY-MM); default the last twelve months up to the current one. */
export function reportMonths(from: unknown, to: unknown, currentMonth: string): { from: string; to: string } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const read = (value: unknown, name: string, fallback: string) => {
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !MONTH.test(value)) errors[name] = [INVALID_MONTH];
    return String(value);
  };
  const [year, month] = currentMonth.split('-').map(Number);
  const yearAgo = `${month === 12 ? year : year - 1}-${String((month % 12) + 1).padStart(2, '0')}`;
  const last = read(to, 'to', currentMonth);
  const first = read(from, 'from', yearAgo);
  if (Object.keys(errors).length === 0 && first > last) errors.from = [MONTH_ORDER];
  return Object.keys(errors).length > 0 ? { errors } : { from: first, to: last };
}
