import { describe, expect, it } from 'vitest';
import { INVOICE_STATE_TEXTS, exportRefusal, restoreRefusal } from './invoice-states.ts';

const concept = { exportedAt: null };
const exported = { exportedAt: '2026-11-20T10:00:00Z' };

describe('invoice states', () => {
  it('export a concept, and an exported invoice only as a re-export', () => {
    expect(exportRefusal(concept, false)).toBeNull();
    expect(exportRefusal(exported, true)).toBeNull();
    expect(exportRefusal(exported, false)).toBe(INVOICE_STATE_TEXTS.alreadyExported);
    expect(exportRefusal(concept, true)).toBe(INVOICE_STATE_TEXTS.notExportedYet);
  });

  it('restore only an exported invoice to concept', () => {
    expect(restoreRefusal(exported)).toBeNull();
    expect(restoreRefusal(concept)).toBe(INVOICE_STATE_TEXTS.notExported);
    expect(restoreRefusal({ exportedAt: undefined })).toBe(INVOICE_STATE_TEXTS.notExported);
  });
});
