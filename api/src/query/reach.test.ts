import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { companies, messages, resolveFixture as resolve, tickets } from './fixtures.ts';
import { parseFindQuery, parseListQuery } from './parse.ts';
import { missingReadPermission, reachedResources, requireReadable } from './reach.ts';
import type { Viewer } from './types.ts';

const list = (declaration = tickets, builder: unknown = {}) => parseListQuery(declaration, resolve, { builder: JSON.stringify(builder) });
const reached = (declaration = tickets, builder: unknown = {}) =>
  reachedResources(declaration, resolve, list(declaration, builder)).map(({ path, resource }) => `${path}:${resource.name}`);

const viewer = (...permissions: string[]): Viewer => ({ userId: 1, restriction: 'contact', companyIds: [1], permissions: new Set(permissions) });

describe('reachedResources', () => {
  it('lists nothing for a query without relations: the queried resource is its route’s business', () => {
    expect(reached(tickets, { where: [['reference', '=', 'T1']], orderBy: [['id', 'desc']] })).toEqual([]);
  });

  it('follows with at every nesting level', () => {
    expect(reached(companies, { with: ['tickets.messages', 'country'] })).toEqual(['tickets:tickets', 'tickets.messages:messages', 'country:countries']);
  });

  it('lists each resource a polymorphic relation may point at, and goes on only where the nested name exists', () => {
    expect(reached(messages, { with: ['morphable.company'] })).toEqual(['morphable:tickets', 'morphable.company:companies', 'morphable:companies']);
  });

  it('lists counted relations', () => {
    expect(reached(companies, { withCount: ['tickets'] })).toEqual(['tickets:tickets']);
  });

  it('lists whereHas and whereDoesntHave, nested builders included', () => {
    expect(reached(companies, { whereHas: [['tickets', { whereHas: ['messages'] }]] })).toEqual(['tickets:tickets', 'tickets.messages:messages']);
    expect(reached(tickets, { whereDoesntHave: ['company.tickets'] })).toEqual(['company:companies', 'company.tickets:tickets']);
  });

  it('reads load and loadCount of a find query', () => {
    const query = parseFindQuery(companies, resolve, { load: 'tickets.company', loadCount: 'tickets' });
    expect(reachedResources(companies, resolve, query).map(({ path }) => path)).toEqual(['tickets', 'tickets.company', 'tickets']);
  });
});

describe('missingReadPermission and requireReadable', () => {
  it('names the first index permission the caller lacks', () => {
    const query = list(companies, { with: ['tickets.messages'] });
    expect(missingReadPermission(companies, resolve, query, new Set(['tickets.index']))).toBe('messages.index');
    expect(missingReadPermission(companies, resolve, query, new Set(['tickets.index', 'messages.index']))).toBeNull();
  });

  it('passes resources without permissions of their own (reachable only as a relation)', () => {
    expect(missingReadPermission(companies, resolve, list(companies, { with: ['country'] }), new Set())).toBeNull();
  });

  it('refuses with 403 naming the permission, and demands nothing of internal work without a viewer', () => {
    const query = list(tickets, { whereHas: ['company'] });
    expect(() => requireReadable(undefined, tickets, resolve, query)).not.toThrow();
    expect(() => requireReadable(viewer('companies.index'), tickets, resolve, query)).not.toThrow();
    try {
      requireReadable(viewer(), tickets, resolve, query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(403);
      expect((error as HttpError).body.permission).toBe('companies.index');
    }
  });
});
