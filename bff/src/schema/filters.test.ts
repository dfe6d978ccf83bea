import { describe, expect, it } from 'vitest';
import { listBuilder } from './filters.ts';

describe('listBuilder', () => {
  it('maps comparisons onto where with REST column names', () => {
    expect(
      listBuilder({
        filter: [
          { field: 'statusId', operator: 'EQ', value: 1 },
          { field: 'updatedAt', operator: 'GTE', value: '2026-11-01' },
          { field: 'description', operator: 'LIKE', value: '%printer%' },
        ],
      }),
    ).toEqual({
      where: [
        ['status_id', '=', 1],
        ['updated_at', '>=', '2026-11-01'],
        ['description', 'ilike', '%printer%'],
      ],
    });
  });

  it('maps lists, nulls and ranges onto their own builder keys', () => {
    expect(
      listBuilder({
        filter: [
          { field: 'operatorId', operator: 'IN', value: [3, 4] },
          { field: 'operatorId', operator: 'IS_NULL' },
          { field: 'createdAt', operator: 'BETWEEN', value: ['2026-11-01', '2026-11-30'] },
          { field: 'archivedAt', operator: 'NOT_NULL' },
        ],
      }),
    ).toEqual({
      whereIn: [['operator_id', [3, 4]]],
      whereNull: ['operator_id'],
      whereBetween: [['created_at', ['2026-11-01', '2026-11-30']]],
      where: [['archived_at', '!=', null]],
    });
  });

  it('filters through a relation with whereHas', () => {
    expect(listBuilder({ filter: [{ field: 'company.name', operator: 'LIKE', value: '%bv%' }] })).toEqual({
      whereHas: [['company', { where: [['name', 'ilike', '%bv%']] }]],
    });
  });

  it('asks for records without any related record when the relation id is null', () => {
    expect(
      listBuilder({
        filter: [
          { field: 'categories.id', operator: 'IS_NULL' },
          { field: 'operator.id', operator: 'IS_NULL' },
          { field: 'company.countryId', operator: 'IS_NULL' },
          { field: 'categories.id', operator: 'IN', value: [3] },
        ],
      }),
    ).toEqual({
      whereDoesntHave: ['categories', 'operator'],
      whereHas: [
        ['company', { whereNull: ['country_id'] }],
        ['categories', { whereIn: [['id', [3]]] }],
      ],
    });
  });

  it('orders with a stable tie-break and asks for deleted rows only when told', () => {
    expect(listBuilder({ orderBy: [{ field: 'updatedAt', direction: 'DESC' }], trashed: true }, { with: ['company'] })).toEqual({
      with: ['company'],
      orderBy: [['updated_at', 'desc'], ['id', 'desc']],
      onlyTrashed: true,
    });
  });

  it('refuses IN without a list and BETWEEN without two values', () => {
    expect(() => listBuilder({ filter: [{ field: 'id', operator: 'IN', value: 3 }] })).toThrow(/verwacht een lijst/);
    expect(() => listBuilder({ filter: [{ field: 'id', operator: 'BETWEEN', value: [1] }] })).toThrow(/twee waarden/);
  });

  it('asks for relevance alone, without the id tie-break the REST service adds itself', () => {
    expect(listBuilder({ search: 'printer', orderBy: [{ field: 'relevance', direction: 'DESC' }] }).orderBy).toEqual([['relevance', 'desc']]);
  });

  it('refuses relevance without a search, ascending or beside other fields', () => {
    expect(() => listBuilder({ orderBy: [{ field: 'relevance', direction: 'DESC' }] })).toThrow('Sorteren op relevantie kan alleen bij een zoekopdracht.');
    expect(() => listBuilder({ search: 'x', orderBy: [{ field: 'relevance', direction: 'ASC' }] })).toThrow('Sorteer op relevantie alleen aflopend');
    expect(() =>
      listBuilder({ search: 'x', orderBy: [{ field: 'relevance', direction: 'DESC' }, { field: 'updatedAt', direction: 'DESC' }] }),
    ).toThrow('Sorteer op relevantie alleen aflopend');
  });
});
