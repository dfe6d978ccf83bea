import { describe, expect, it } from 'vitest';
import { ticketActionRules, ticketPrintPath, type ActionViewer } from './ticketActionRules';

const everything = new Set(['tickets.update', 'tickets.clone', 'tickets.merge', 'deals.store', 'invoices.update']);
const viewer = (overrides: Partial<ActionViewer> = {}): ActionViewer => ({
  id: 7,
  permissions: everything,
  modules: { mod_invoicing: true },
  configs: { 'notifications.client_ticket_closed': '1' },
  ...overrides,
});

describe('ticketActionRules', () => {
  it('offers every action on an open ticket of someone else', () => {
    expect(ticketActionRules({ archived: false, statusType: 'OPEN', operatorId: 3 }, viewer())).toEqual({
      archived: false,
      pickUp: true,
      close: true,
      closeSilently: true,
      clone: true,
      makeDeal: true,
      applyTemplate: true,
      merge: true,
      moveToInvoice: true,
    });
  });

  it('hides pick up for the own ticket and closing for a closed one', () => {
    const rules = ticketActionRules({ archived: false, statusType: 'CLOSED', operatorId: 7 }, viewer());
    expect(rules).toMatchObject({ pickUp: false, close: false, closeSilently: false });
  });

  it('keeps an archived ticket as it is: only clone and make deal', () => {
    const rules = ticketActionRules({ archived: true, statusType: 'OPEN', operatorId: null }, viewer());
    expect(rules).toMatchObject({ archived: true, pickUp: false, close: false, applyTemplate: false, merge: false, moveToInvoice: false, clone: true, makeDeal: true });
  });

  it('offers closing without notification only when the tenant mails on closing', () => {
    expect(ticketActionRules({ archived: false, statusType: 'OPEN', operatorId: null }, viewer({ configs: { 'notifications.client_ticket_closed': '0' } })).closeSilently).toBe(false);
  });

  it('follows permissions and the invoicing module', () => {
    const rules = ticketActionRules({ archived: false, statusType: 'OPEN', operatorId: null }, viewer({ permissions: new Set(['tickets.clone']), modules: {} }));
    expect(rules).toMatchObject({ pickUp: false, close: false, merge: false, makeDeal: false, moveToInvoice: false, clone: true });
  });
});

describe('print addresses', () => {
  it('opens the tickets print view with the ids', () => {
    expect(ticketPrintPath([4, 9])).toBe('/tickets/print?ids=4,9');
  });
});
