/** Pure rules of invoice documents: payment term, due date, time grouped per ticket, time sheet totals. */

/** The company's own term when it has one, else the tenant's (invoicing.payment_term_days). */
export function paymentTermDays(companyDays: unknown, tenantDays: number): number {
  const days = Number(companyDays);
  return companyDays !== null && companyDays !== undefined && companyDays !== '' && Number.isInteger(days) && days >= 0 ? days : tenantDays;
}

/** A calendar day (YYYY-MM-DD) plus whole days, as a calendar day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** Today in the Netherlands, as YYYY-MM-DD. */
export const dutchDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);

/** The invoice date: the day it was exported (and numbered); a concept is dated today. */
export const invoiceDay = (exportedAt: Date | null, now: Date) => dutchDay(exportedAt ?? now);

export const INVOICE_DOCUMENT_TEXTS = {
  concept: 'Concept',
  transfer: (amount: string, days: number, due: string, iban: string, reference: string) =>
    `Wij verzoeken u het bedrag van ${amount} binnen ${days} dagen, uiterlijk ${due}, over te maken op ${iban ? `IBAN ${iban}` : 'onze rekening'} onder vermelding van ${reference}.`,
  directDebit: (amount: string, due: string) => `Het bedrag van ${amount} wordt omstreeks ${due} automatisch van uw rekening afgeschreven. U hoeft zelf niets over te maken.`,
  paymentTerm: (days: number) => `Betalingstermijn: ${days} dagen`,
  noAdministrativeEmails: 'Er zijn geen administratieve e-mails bekend',
  timeSheetSent: 'Tijdregels verstuurd!',
} as const;

export interface TicketRef {
  id: number;
  reference: string;
  description: string;
}

/** A run of lines under one heading: lines without a ticket first (no heading), then one per ticket. */
export interface LineGroup<Line> {
  ticket: TicketRef | null;
  lines: Line[];
}

/** Lines grouped per ticket, tickets in the order they first appear; lines keep their order within a group. */
export function groupPerTicket<Line extends { ticketId: number | null }>(lines: readonly Line[], tickets: ReadonlyMap<number, TicketRef>): LineGroup<Line>[] {
  const loose: Line[] = [];
  const groups = new Map<number, LineGroup<Line>>();
  for (const line of lines) {
    const ticket = line.ticketId === null ? undefined : tickets.get(line.ticketId);
    if (!ticket) {
      loose.push(line);
      continue;
    }
    const group = groups.get(ticket.id) ?? { ticket, lines: [] };
    group.lines.push(line);
    groups.set(ticket.id, group);
  }
  return [...(loose.length > 0 ? [{ ticket: null, lines: loose }] : []), ...groups.values()];
}

/** Minutes as hours and minutes: 95 → '1:35'. */
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The sum of the minutes of lines. */
export const minutesOf = (lines: ReadonlyArray<{ minutes: number }>) => lines.reduce((sum, line) => sum + line.minutes, 0);

/** The e-mail addresses in a company's administrative_emails (comma, semicolon or space separated), without repeats. */
export const administrativeEmails = (value: string | null | undefined) => [...new Set((value ?? '').split(/[,;\s]+/).map((entry) => entry.trim()).filter(Boolean))];
