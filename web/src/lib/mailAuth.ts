/** The checks a received mail's sender goes through, in the order they are shown. */
const CHECKS = [
  ['spf', 'SPF'],
  ['dkim', 'DKIM'],
  ['dmarc', 'DMARC'],
] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A check's outcome: a plain string, `{ result }`, `{ status: { result } }`, or a list of those (one per DKIM signature). */
function resultOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const results = value.map(resultOf).filter((result): result is string => result !== null);
    return results.length > 0 ? [...new Set(results)].join(', ') : null;
  }
  if (!isObject(value)) return null;
  if (typeof value.result === 'string') return resultOf(value.result);
  if (isObject(value.status)) return resultOf(value.status);
  if (Array.isArray(value.results)) return resultOf(value.results);
  return null;
}

/**
 * One line for the warning on a message whose sender failed its checks, e.g.
 * 'SPF: fail · DKIM: none · DMARC: fail'; null when the stored results name none of the checks.
 */
export function mailAuthSummary(mailAuth: unknown): string | null {
  if (!isObject(mailAuth)) return null;
  const parts = CHECKS.flatMap(([key, label]) => {
    const result = resultOf(mailAuth[key]);
    return result ? [`${label}: ${result}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}
