import { describe, expect, it } from 'vitest';
import { field, type ResourceDeclaration } from '../resources/declaration.ts';
import { parentsOf } from './publish.ts';

const declaration: ResourceDeclaration = {
  name: 'tasks',
  table: 'tasks',
  fields: { id: field.integer() },
  searchable: [],
  relations: {
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: { tickets: 'tickets', deals: 'deals' } },
    comments: { kind: 'hasMany', target: 'comments', foreignKey: 'task_id' },
  },
  defaultOrder: [],
  perPage: 15,
};

describe('parentsOf', () => {
  it('lists the belongs-to and morph-to targets the row points at', () => {
    expect(parentsOf(declaration, { id: 1, operator_id: 4, morphable_type: 'tickets', morphable_id: 9 })).toEqual([
      ['operators', 4],
      ['tickets', 9],
    ]);
  });

  it('skips empty keys and unknown morph types', () => {
    expect(parentsOf(declaration, { id: 1, operator_id: null, morphable_type: 'invoices', morphable_id: 9 })).toEqual([]);
  });
});
