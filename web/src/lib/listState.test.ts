import { describe, expect, it } from 'vitest';
import { hasListParams, listStateToParams, listVariables, resolveListState, sameListState, searchChange, statePreferences, type ListState } from './listState';

const defaults = { order: { field: 'updatedAt', direction: 'DESC' as const }, sortFields: ['updatedAt', 'name', 'reference'] };
const columns = [
  { id: 'name', filter: { kind: 'text' as const, field: 'name' } },
  { id: 'operator', filter: { kind: 'select' as const, field: 'operatorId', me: 'viewer' as const } },
];
const context = { now: new Date(2026, 10, 22, 12, 0, 0), viewerId: 9 };

describe('resolveListState', () => {
  it("starts a list with its own page size, offers it, and keeps it out of the address", () => {
    const twenty = { ...defaults, perPage: 20 };
    expect(resolveListState(new URLSearchParams(''), twenty).perPage).toBe(20);
    expect(resolveListState(new URLSearchParams('perPage=20'), twenty).perPage).toBe(20);
    expect(resolveListState(new URLSearchParams('perPage=50'), twenty).perPage).toBe(50);
    expect(resolveListState(new URLSearchParams('perPage=20'), defaults).perPage).toBe(15);
    expect(resolveListState(new URLSearchParams(''), twenty, { perPage: 5 }).perPage).toBe(5);
    const state = resolveListState(new URLSearchParams('q=x'), twenty);
    expect(listStateToParams(state, twenty).toString()).toBe('q=x');
    expect(listStateToParams({ ...state, perPage: 15 }, twenty).toString()).toBe('q=x&perPage=15');
  });

  it('falls back to the defaults', () => {
    expect(resolveListState(new URLSearchParams(''), defaults)).toEqual({
      page: 1,
      perPage: 15,
      order: { field: 'updatedAt', direction: 'DESC' },
      search: '',
      filters: {},
      preset: null,
    });
  });

  it('reads page, size, order, search, filters and quick filter from the address', () => {
    const params = new URLSearchParams({ page: '3', perPage: '50', sort: 'name', dir: 'ASC', q: ' printer ', f: '{"name":"bv"}', preset: '4' });
    expect(resolveListState(params, defaults)).toEqual({
      page: 3,
      perPage: 50,
      order: { field: 'name', direction: 'ASC' },
      search: 'printer',
      filters: { name: 'bv' },
      preset: '4',
    });
  });

  it('ignores values the list does not offer', () => {
    const state = resolveListState(new URLSearchParams('page=-2&perPage=7&sort=password&dir=UP&f=%7Bbroken'), defaults);
    expect(state).toMatchObject({ page: 1, perPage: 15, order: { field: 'updatedAt', direction: 'DESC' }, filters: {} });
  });

  it('opens a bare address as the user left it', () => {
    const state = resolveListState(new URLSearchParams(''), defaults, {
      perPage: 50,
      order: { field: 'name', direction: 'ASC' },
      filters: { operator: ['me'] },
      preset: '2',
      search: 'vpn',
    });
    expect(state).toEqual({ page: 1, perPage: 50, order: { field: 'name', direction: 'ASC' }, search: 'vpn', filters: { operator: ['me'] }, preset: '2' });
  });

  it('does not trust a remembered order the list no longer offers', () => {
    const state = resolveListState(new URLSearchParams(''), defaults, { order: { field: 'gone', direction: 'ASC' } });
    expect(state.order).toEqual(defaults.order);
  });
});

describe('listStateToParams', () => {
  it('keeps one key for the default state, so it is not read as a bare address', () => {
    const params = listStateToParams(resolveListState(new URLSearchParams(''), defaults), defaults);
    expect(params.toString()).toBe('perPage=15');
    expect(hasListParams(params)).toBe(true);
  });

  it('round-trips', () => {
    const state: ListState = {
      page: 2,
      perPage: 25,
      order: { field: 'name', direction: 'ASC' },
      search: 'vpn',
      filters: { operator: ['me', '3'] },
      preset: '5',
    };
    const parsed = resolveListState(listStateToParams(state, defaults), defaults);
    expect(sameListState(parsed, state)).toBe(true);
  });
});

describe('listVariables', () => {
  it('builds the connection arguments', () => {
    const state = resolveListState(new URLSearchParams({ f: '{"operator":["me"],"name":"bv"}', q: 'x', perPage: '5', page: '2' }), defaults);
    expect(listVariables(state, columns, context)).toEqual({
      first: 5,
      page: 2,
      search: 'x',
      filter: [
        { field: 'name', operator: 'LIKE', value: '%bv%' },
        { field: 'operatorId', operator: 'IN', value: [9] },
      ],
      orderBy: [{ field: 'updatedAt', direction: 'DESC' }],
    });
  });

  it('sends null rather than empty lists', () => {
    const state = resolveListState(new URLSearchParams(''), defaults);
    expect(listVariables(state, columns, context)).toMatchObject({ search: null, filter: null });
  });
});

describe('statePreferences', () => {
  it('remembers everything but the page', () => {
    const state = resolveListState(new URLSearchParams({ page: '4', perPage: '100' }), defaults);
    expect(statePreferences(state)).toEqual({ order: defaults.order, filters: {}, search: '', perPage: 100, preset: null });
  });
});

describe('ordering by relevance while searching', () => {
  const relevance = { field: 'relevance', direction: 'DESC' as const };
  const searchable = { ...defaults, searchOrder: relevance };

  it('orders a searched list by relevance unless the address names another order', () => {
    expect(resolveListState(new URLSearchParams('q=printer'), searchable).order).toEqual(relevance);
    expect(resolveListState(new URLSearchParams('q=printer&sort=name&dir=ASC'), searchable).order).toEqual({ field: 'name', direction: 'ASC' });
    expect(resolveListState(new URLSearchParams('q=printer&sort=relevance&dir=ASC'), searchable).order).toEqual(relevance);
    expect(resolveListState(new URLSearchParams('q=printer'), defaults).order).toEqual(defaults.order);
  });

  it('never orders by relevance without a search', () => {
    expect(resolveListState(new URLSearchParams('sort=relevance&dir=DESC'), searchable).order).toEqual(defaults.order);
    expect(resolveListState(new URLSearchParams(''), searchable, { order: relevance, search: '' }).order).toEqual(defaults.order);
    expect(resolveListState(new URLSearchParams(''), searchable, { order: relevance, search: 'vpn' }).order).toEqual(relevance);
  });

  it('keeps relevance out of the address while it is the default, and an explicit order in it', () => {
    const searched = resolveListState(new URLSearchParams('q=printer'), searchable);
    expect(listStateToParams(searched, searchable).toString()).toBe('q=printer');
    const byUpdate = { ...searched, order: defaults.order };
    const params = listStateToParams(byUpdate, searchable);
    expect(params.get('sort')).toBe('updatedAt');
    expect(sameListState(resolveListState(params, searchable), byUpdate)).toBe(true);
  });

  it('switches to relevance when a search starts and back when it ends, but keeps a picked column', () => {
    const start = resolveListState(new URLSearchParams(''), searchable);
    const searching = { ...start, ...searchChange(start, 'printer', searchable) };
    expect(searching).toMatchObject({ search: 'printer', page: 1, order: relevance });
    expect(searchChange(searching, 'scanner', searchable).order).toEqual(relevance);
    expect(searchChange(searching, '', searchable).order).toEqual(defaults.order);
    const picked = { ...searching, order: { field: 'name', direction: 'ASC' as const } };
    expect(searchChange(picked, 'scanner', searchable).order).toEqual(picked.order);
    expect(searchChange(picked, '', searchable).order).toEqual(picked.order);
    expect(searchChange({ ...start, page: 4 }, 'x', defaults)).toEqual({ search: 'x', page: 1, order: defaults.order });
  });
});

describe('default filters', () => {
  const withOpen = { ...defaults, filters: { status: ['1', '4'] } };

  it('a list opens with them until the user chose filters', () => {
    expect(resolveListState(new URLSearchParams(), withOpen).filters).toEqual({ status: ['1', '4'] });
    expect(resolveListState(new URLSearchParams(), withOpen, { filters: {} }).filters).toEqual({});
    expect(resolveListState(new URLSearchParams(), withOpen, { filters: { operator: ['me'] } }).filters).toEqual({ operator: ['me'] });
  });

  it('an address that says something about the list says which filters it has', () => {
    expect(resolveListState(new URLSearchParams('perPage=15'), withOpen).filters).toEqual({});
  });
});
