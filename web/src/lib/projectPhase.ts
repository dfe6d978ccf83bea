/** Invoice types of project lines whose quantity is in hours: time can be registered on them. */
export const TIME_LINE_TYPES: readonly number[] = [2, 3];

export function isTimeLine(invoiceType: number | null | undefined): boolean {
  return invoiceType !== null && invoiceType !== undefined && TIME_LINE_TYPES.includes(invoiceType);
}

/** Time spent on a line against its quantity in hours: within (green) or over (red). */
export function lineTimeStatus(spentMinutes: number, quantityHours: number): 'within' | 'over' {
  return spentMinutes > Math.round(quantityHours * 60) ? 'over' : 'within';
}

/** A phase's total time: the minutes spent summed over all its lines. */
export function totalTimeSpent(lines: readonly { readonly totalSpent?: number | null }[]): number {
  return lines.reduce((sum, line) => sum + (line.totalSpent ?? 0), 0);
}

/** The button a phase offers next and the status it leads to: 1 'Starten', 2 'Afronden', then none. */
export function phaseStep(statusId: number | null | undefined): { action: 'start' | 'finish'; nextStatus: number } | null {
  if (statusId === 1) return { action: 'start', nextStatus: 2 };
  if (statusId === 2) return { action: 'finish', nextStatus: 3 };
  return null;
}
