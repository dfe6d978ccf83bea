import { describe, expect, it } from 'vitest';
import { can, isModuleOn, isRouteAllowed, isTabVisible, newButtonResource, resourceOfRoute } from './routeAccess';

const known = new Set(['tickets', 'companies', 'clients', 'subscriptions', 'subscription-lines', 'projects', 'project-phases', 'invoices', 'quotes']);

describe('isRouteAllowed', () => {
  it('needs the route name among the permissions', () => {
    expect(isRouteAllowed('companies.store', ['companies.index', 'companies.store'])).toBe(true);
    expect(isRouteAllowed('companies.store', new Set(['companies.index']))).toBe(false);
  });

  it('does not check cockpit, registered time, profile and API settings', () => {
    for (const name of ['cockpit', 'cockpit.registered-time', 'profile', 'api-settings']) {
      expect(isRouteAllowed(name, [])).toBe(true);
    }
  });
});

describe('route names', () => {
  it('name the resource before the dot', () => {
    expect(resourceOfRoute('ticket-groups.show')).toBe('ticket-groups');
    expect(resourceOfRoute('cockpit')).toBe('cockpit');
    expect(can(['deals.archive'], 'deals', 'archive')).toBe(true);
  });
});

describe('newButtonResource', () => {
  const all = ['tickets.store', 'companies.store', 'subscriptions.store', 'projects.store', 'invoices.store', 'quotes.store'];

  it('creates the resource of the current route', () => {
    expect(newButtonResource('companies.index', all, known)).toBe('companies');
    expect(newButtonResource('companies.show', all, known)).toBe('companies');
  });

  it('defaults to tickets', () => {
    expect(newButtonResource('cockpit', all, known)).toBe('tickets');
    expect(newButtonResource(null, all, known)).toBe('tickets');
  });

  it('is hidden on the lists of quotes, invoices, lines and phases', () => {
    expect(newButtonResource('invoices.index', all, known)).toBeNull();
    expect(newButtonResource('quotes.show', all, known)).toBeNull();
    expect(newButtonResource('subscription-lines.index', all, known)).toBeNull();
    expect(newButtonResource('project-phases.index', all, known)).toBeNull();
  });

  it('creates the parent on a line or phase', () => {
    expect(newButtonResource('subscription-lines.show', all, known)).toBe('subscriptions');
    expect(newButtonResource('project-phases.show', all, known)).toBe('projects');
  });

  it('needs {resource}.store', () => {
    expect(newButtonResource('companies.index', ['tickets.store'], known)).toBeNull();
    expect(newButtonResource('cockpit', [], known)).toBeNull();
  });
});

describe('isTabVisible', () => {
  const permissions = ['tickets.index', 'invoices.index'];

  it('shows tabs the user may list', () => {
    expect(isTabVisible({ name: 'tickets' }, permissions, {})).toBe(true);
    expect(isTabVisible({ name: 'companies' }, permissions, {})).toBe(false);
  });

  it('needs the module of a module tab', () => {
    expect(isTabVisible({ name: 'invoices', module: 'mod_invoicing' }, permissions, {})).toBe(false);
    expect(isTabVisible({ name: 'invoices', module: 'mod_invoicing' }, permissions, { mod_invoicing: true })).toBe(true);
  });

  it('honours the visible and hidden flags', () => {
    expect(isTabVisible({ name: 'cockpit', visible: true }, [], {})).toBe(true);
    expect(isTabVisible({ name: 'tickets', hidden: true }, permissions, {})).toBe(false);
  });

  it('reads module flags in their usual spellings', () => {
    expect(isModuleOn({ a: 1, b: '1', c: true, d: 0, e: 'false' }, 'a')).toBe(true);
    expect(isModuleOn({ a: 1, b: '1', c: true, d: 0, e: 'false' }, 'b')).toBe(true);
    expect(isModuleOn({ a: 1, b: '1', c: true, d: 0, e: 'false' }, 'd')).toBe(false);
    expect(isModuleOn({}, 'x')).toBe(false);
  });
});
