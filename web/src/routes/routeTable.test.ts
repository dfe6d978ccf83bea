import { describe, expect, it } from 'vitest';
import { PLANNED_ROUTES } from './routeTable';

describe('route table', () => {
  it('has one entry per path', () => {
    const paths = PLANNED_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names every route {resource}.{action}', () => {
    for (const route of PLANNED_ROUTES) expect(route.name).toMatch(/^[a-z-]+\.[a-z-]+$/);
  });

  it('covers the record screens of the specification', () => {
    const names = new Set(PLANNED_ROUTES.map((r) => r.name));
    for (const resource of ['assets', 'clients', 'companies', 'contracts', 'deals', 'projects', 'roles', 'slas', 'operators', 'ticket-groups', 'ticket-templates', 'quote-templates']) {
      for (const action of ['index', 'store', 'show']) expect(names).toContain(`${resource}.${action}`);
    }
    expect(PLANNED_ROUTES.find((r) => r.path === 'tickets/groups/:id')?.name).toBe('ticket-groups.show');
    expect(PLANNED_ROUTES.find((r) => r.path === 'tickets/restore')?.name).toBe('tickets.restore');
  });
});
