import { describe, expect, it } from 'vitest';
import type { ReaderFragment, ReaderLinkedField, ReaderScalarField } from 'relay-runtime';
import guardViewer from '../__generated__/guard_viewer.graphql';
import { toViewerInfo, VIEWER_LISTS } from './viewer';

const user = { id: 'T3BlcmF0b3I6MQ==', databaseId: 1, fullName: 'Anna de Vries' };

describe('the viewer lists', () => {
  it('are the lists the guard asks for at login', () => {
    const field = (guardViewer as ReaderFragment).selections.find(
      (selection): selection is ReaderScalarField => (selection as ReaderLinkedField).name === 'lists',
    );
    expect(field?.args).toEqual([{ kind: 'Literal', name: 'names', value: [...VIEWER_LISTS] }]);
  });

  it('keeps only those lists, and only their records', () => {
    const info = toViewerInfo({
      user,
      permissions: [],
      modules: {},
      configs: {},
      preferences: {},
      lists: { priorities: [{ id: 1, label: 'Laag' }, null, 'x'], tasks: [{ id: 5 }], operators: 'geen lijst' },
    });
    expect(info.lists).toEqual({ priorities: [{ id: 1, label: 'Laag' }] });
  });
});
