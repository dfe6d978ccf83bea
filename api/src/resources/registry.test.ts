import { describe, expect, it } from 'vitest';
import { field, validateDeclarations, type ResourceDeclaration } from './declaration.ts';
import { declarations, resolve } from './registry.ts';

describe('resource declarations', () => {
  it('are consistent', () => {
    expect(() => validateDeclarations(declarations, resolve)).not.toThrow();
  });

  it('reject relations and searches that point nowhere', () => {
    const broken: ResourceDeclaration = {
      name: 'broken',
      table: 'broken',
      fields: { id: field.integer() },
      searchable: ['company.name'],
      relations: {},
      defaultOrder: [['id', 'asc']],
      perPage: 15,
    };
    expect(() => validateDeclarations([broken], resolve)).toThrow('searchable company.name needs a belongs-to relation');
    const withRelation = { ...broken, searchable: [], relations: { company: { kind: 'belongsTo' as const, target: 'companies', foreignKey: 'company_id' } } };
    expect(() => validateDeclarations([withRelation], resolve)).toThrow('relation company needs field company_id');
    expect(() => validateDeclarations([{ ...broken, searchable: [], keptCountsBy: 'kind' }], resolve)).toThrow('kept counts by kind need a field');
  });

  it('serve routed resources under unique paths', () => {
    const routes = declarations.flatMap((declaration) => (declaration.route ? [declaration.route] : []));
    expect(new Set(routes).size).toBe(routes.length);
  });
});
