import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { declarations, resolve } from '../resources/registry.ts';
import { contactSees, contactViewFor, forContact, requireContactVisible } from './contact-view.ts';
import { parseListQuery } from './parse.ts';
import type { Restriction, Viewer } from './types.ts';

const declared = (name: string) => declarations.find((declaration) => declaration.name === name)!;
const [users, operators, tickets, messages] = ['users', 'operators', 'tickets', 'messages'].map(declared);

const viewer = (restriction: Restriction): Viewer => ({ userId: 1, restriction, companyIds: [1], permissions: new Set() });
const list = (declaration = tickets, builder: unknown = {}) => parseListQuery(declaration, resolve, { builder: JSON.stringify(builder) });

const operator = {
  id: 7,
  first_name: 'Bram',
  prefix: 'de',
  last_name: 'Vries',
  full_name: 'Bram de Vries',
  email: 'bram@demo.nl',
  acronym: 'BV',
  telephone: '020 123 4567',
  telephone_cell: '06 12345678',
  is_operator: 4,
  badge_text: 'Nachtdienst',
  activated_2fa_at: null,
  _label: 'Bram de Vries',
  gravatar: 'https://www.gravatar.com/avatar/abc?d=mp',
};

function refusal(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, body: (error as HttpError).body };
  }
  return null;
}

describe('contactViewFor', () => {
  it('limits contact persons only, and only on resources that declare a view', () => {
    expect(contactViewFor(viewer('contact'), users)).not.toBeNull();
    expect(contactViewFor(viewer('contact'), declared('companies'))).toBeNull();
    for (const restriction of ['none', 'own_tickets', 'own_company'] as const) expect(contactViewFor(viewer(restriction), users)).toBeNull();
    expect(contactViewFor(undefined, users)).toBeNull();
  });
});

describe('forContact', () => {
  it("shows a contact an operator's name and initials, never the address, phone, type or avatar hash", () => {
    expect(forContact(operators, operator)).toEqual({
      id: 7,
      first_name: 'Bram',
      prefix: 'de',
      last_name: 'Vries',
      full_name: 'Bram de Vries',
      acronym: 'BV',
      is_operator: 1,
      _label: 'Bram de Vries',
    });
  });

  it('shows a message author the same way whichever kind of person it is', () => {
    expect(forContact(users, operator)).toEqual(forContact(operators, operator));
    expect(forContact(users, { id: 9, full_name: 'Erik Jansen', email: 'erik@example.nl', is_operator: 0, has_login: true })).toEqual({
      id: 9,
      full_name: 'Erik Jansen',
      is_operator: 0,
    });
  });

  it("leaves out a ticket's internal time and task figures and keeps the rest, relations and counts included", () => {
    const ticket = {
      id: 3,
      reference: '2611-0003',
      description: 'Printer',
      status_id: 1,
      time_registrations_sum: 45,
      time_registrations_sum_all_activities: 60,
      unfinished_tasks_count: 2,
      _label: '#2611-0003 Printer',
      status: { id: 1, name: 'Open' },
      messages_count: 4,
    };
    expect(forContact(tickets, ticket)).toEqual({
      id: 3,
      reference: '2611-0003',
      description: 'Printer',
      status_id: 1,
      _label: '#2611-0003 Printer',
      status: { id: 1, name: 'Open' },
      messages_count: 4,
    });
  });

  it('changes nothing of a resource without a contact view', () => {
    const company = { id: 1, name: 'Jansen BV', email: 'info@jansen.nl' };
    expect(forContact(declared('companies'), company)).toEqual(company);
  });
});

describe('contactSees', () => {
  it('names what a contact sees of people and tickets', () => {
    expect(contactSees(users, 'full_name')).toBe(true);
    expect(contactSees(users, 'email')).toBe(false);
    expect(contactSees(tickets, 'description')).toBe(true);
    expect(contactSees(tickets, 'time_registrations_sum')).toBe(false);
    expect(contactSees(declared('companies'), 'name')).toBe(true);
  });
});

describe('requireContactVisible', () => {
  it("refuses a contact's filter on an author's e-mail through whereHas, naming the field", () => {
    const query = list(messages, { whereHas: [['actor', { where: [['email', 'like', 'a%']] }]] });
    expect(refusal(() => requireContactVisible(viewer('contact'), messages, resolve, query))).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { builder: ['Op kolom email kan niet gefilterd worden.'] } }),
    });
  });

  it("refuses a contact's filter and sort on a ticket's registered minutes", () => {
    const filtered = list(tickets, { where: [['time_registrations_sum', '>', 0]] });
    expect(refusal(() => requireContactVisible(viewer('contact'), tickets, resolve, filtered))).toMatchObject({
      status: 422,
      body: { errors: { builder: ['Op kolom time_registrations_sum kan niet gefilterd worden.'] } },
    });
    const sorted = list(tickets, { orderBy: [['unfinished_tasks_count', 'desc']] });
    expect(refusal(() => requireContactVisible(viewer('contact'), tickets, resolve, sorted))).toMatchObject({
      status: 422,
      body: { errors: { builder: ['Op kolom unfinished_tasks_count kan niet gesorteerd worden.'] } },
    });
  });

  it('lets a contact filter and sort on what they see, and operators on everything', () => {
    const seen = list(tickets, { where: [['description', 'like', '%printer%']], orderBy: [['updated_at', 'desc']], whereHas: [['messages', { whereHas: [['actor', { where: [['full_name', 'like', 'B%']] }]] }]] });
    expect(refusal(() => requireContactVisible(viewer('contact'), tickets, resolve, seen))).toBeNull();
    const internal = list(tickets, { where: [['time_registrations_sum', '>', 0]], orderBy: [['unfinished_tasks_count', 'desc']] });
    expect(refusal(() => requireContactVisible(viewer('none'), tickets, resolve, internal))).toBeNull();
  });
});
