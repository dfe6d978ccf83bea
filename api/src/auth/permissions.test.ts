import { describe, expect, it } from 'vitest';
import { declarations } from '../resources/registry.ts';
import { ownRowsOnly, permissionCatalogue, restrictionOf, ROLES } from './permissions.ts';

const catalogue = permissionCatalogue(declarations);
const granted = (role: string) => catalogue.filter(ROLES.find((candidate) => candidate.name === role)!.grants);

describe('permissions', () => {
  it('collects the permissions the routed resources declare', () => {
    expect(catalogue).toContain('tickets.index');
    expect(catalogue).toContain('messages.store');
    expect(catalogue).toContain('companies.merge');
    expect(catalogue.every((name) => /^[a-z-]+\.[a-z_-]+$/.test(name))).toBe(true);
  });

  it('has the seven roles of the spec and the portal contact who follows only their own tickets', () => {
    expect(ROLES.map((role) => [role.name, role.operator])).toEqual([
      ['admin', 1],
      ['operator', 1],
      ['only_own_tickets', 1],
      ['read_only', 1],
      ['only_own_company', 1],
      ['client', 0],
      ['client_own_tickets', 0],
      ['quote_token', 0],
    ]);
  });

  it("lets operators who may change contacts log in as one, never a reader or a contact", () => {
    for (const role of ['admin', 'operator', 'only_own_tickets', 'only_own_company']) expect(granted(role)).toContain('clients.login');
    for (const role of ['read_only', 'client', 'client_own_tickets', 'quote_token']) expect(granted(role)).not.toContain('clients.login');
  });

  it('gives admin everything and read_only only index and show', () => {
    expect(granted('admin')).toEqual(catalogue);
    expect(granted('read_only')).toContain('tickets.index');
    expect(granted('read_only')).toContain('messages.show');
    expect(granted('read_only').every((name) => /\.(index|show)$/.test(name))).toBe(true);
  });

  it('keeps role, permission, configuration and operator management from operators', () => {
    for (const role of ['operator', 'only_own_tickets', 'only_own_company']) {
      const names = granted(role);
      expect(names).toContain('companies.merge');
      expect(names).toContain('roles.index');
      expect(names).toContain('operators.index');
      expect(names).not.toContain('roles.update');
      expect(names).not.toContain('permissions.index');
      expect(names).not.toContain('configs.update');
      expect(names).not.toContain('custom-fields.store');
      expect(names).toContain('custom-fields.index');
      expect(names).not.toContain('operators.store');
      expect(names).not.toContain('operators.update');
    }
  });

  it('limits the contact roles to the portal and the quote link, with the reads their records load', () => {
    const portal = [
      'attachments.index',
      'attachments.show',
      'attachments.upload',
      'message-threads.index',
      'message-threads.show',
      'messages.index',
      'messages.show',
      'messages.store',
      'priorities.index',
      'project-lines.index',
      'project-phases.index',
      'quotes.accept',
      'quotes.decline',
      'quotes.download',
      'quotes.index',
      'quotes.show',
      'ticket-statuses.index',
      'tickets.index',
      'tickets.show',
      'tickets.store',
    ];
    expect(granted('client').sort()).toEqual(portal);
    expect(granted('client_own_tickets').sort()).toEqual(portal);
    expect(granted('quote_token').filter((name) => !name.startsWith('quotes.')).sort()).toEqual(['project-lines.index', 'project-phases.index']);
  });
});

describe('ownRowsOnly', () => {
  it('keeps a contact to their own rows only when every role they hold says so', () => {
    expect(ownRowsOnly(0, ['client_own_tickets'])).toBe(true);
    expect(ownRowsOnly(0, ['client', 'client_own_tickets'])).toBe(false);
    expect(ownRowsOnly(0, ['client'])).toBe(false);
    expect(ownRowsOnly(0, [])).toBe(false);
    expect(ownRowsOnly(1, ['client_own_tickets'])).toBe(false);
  });
});

describe('restrictionOf', () => {
  it('restricts contacts always, and operators only when every role they hold does', () => {
    expect(restrictionOf(0, [])).toBe('contact');
    expect(restrictionOf(3, ['only_own_tickets'])).toBe('own_tickets');
    expect(restrictionOf(5, ['only_own_company'])).toBe('own_company');
    expect(restrictionOf(3, ['admin', 'only_own_tickets'])).toBe('none');
    expect(restrictionOf(1, ['a_custom_role'])).toBe('none');
    expect(restrictionOf(1, [])).toBe('none');
  });
});
