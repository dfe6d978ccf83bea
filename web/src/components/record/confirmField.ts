import type { UserErrorLike } from '../../lib/userErrors';
import type { RecordConfig } from './types';

/** The question to ask when the only refusal is on the config's confirm field; null otherwise. */
export function confirmQuestion(config: Pick<RecordConfig, 'confirmField'>, userErrors: readonly UserErrorLike[]): string | null {
  const field = config.confirmField?.field;
  if (!field || userErrors.length === 0 || !userErrors.every((error) => error.field === field)) return null;
  return userErrors[0].message;
}
