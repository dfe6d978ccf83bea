/** The group export of invoices (spec back-office §8): batches of 3 at a time, and one toast for the lot. */

export const EXPORT_BATCH_SIZE = 3;

export interface ExportOutcome {
  ok: boolean;
  /** The refusal (the package's reason) when not ok. */
  reason?: string | null;
}

export interface ExportSummary {
  variant: 'success' | 'warning' | 'danger';
  /** Which of the three texts: all exported, none exported, or some of both. */
  kind: 'all' | 'none' | 'partial';
  succeeded: number;
  failed: number;
}

/** Which toast the outcomes call for. */
export function exportSummary(outcomes: readonly ExportOutcome[]): ExportSummary {
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  const failed = outcomes.length - succeeded;
  if (failed === 0) return { variant: 'success', kind: 'all', succeeded, failed };
  if (succeeded === 0) return { variant: 'danger', kind: 'none', succeeded, failed };
  return { variant: 'warning', kind: 'partial', succeeded, failed };
}

/** Runs `work` over the items, at most `size` at a time, batch after batch; answers the results in item order. */
export async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/**
 * How a line without a product is flagged (spec §8): only with an accounting package (mod_exact,
 * mod_eboekhouden) it matters; red when the price is 0 too, as the spec says, else as a warning,
 * because such a line is left out of the export as well.
 */
export function lineExportFlag(line: { productCode?: string | null; price?: number | null }, modules: Readonly<Record<string, unknown>>): 'error' | 'warning' | null {
  if (modules.mod_exact !== true && modules.mod_eboekhouden !== true) return null;
  if ((line.productCode ?? '').trim() !== '') return null;
  return Number(line.price ?? 0) === 0 ? 'error' : 'warning';
}
