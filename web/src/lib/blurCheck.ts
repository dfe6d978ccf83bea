import type { FormValue } from './recordForm';

/**
 * Whether a field with a check on blur (an asset's unique tracking number) is checked: only a
 * filled-in value that differs from the one the form started with, so a record's own value passes.
 */
export function needsBlurCheck(value: FormValue, initial: FormValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '') return false;
  return text !== (typeof initial === 'string' ? initial.trim() : '');
}
