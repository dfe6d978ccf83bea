export interface UserErrorLike {
  field?: string | null;
  message: string;
}

/** Field errors keyed by input field; errors about the input as a whole are under ''. */
export function fieldErrors(errors: readonly UserErrorLike[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const key = error.field ?? '';
    // The server names nested fields with dots (relationships.companies): the form knows the last part.
    const name = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : key;
    if (!(name in out)) out[name] = error.message;
  }
  return out;
}

/**
 * The 422 toast (spec core §8): the message in bold, then each field error on its own line.
 * The summary is the first message, as the REST service words it.
 */
export function validationNotice(errors: readonly UserErrorLike[]): { summary: string; lines: string[] } | null {
  if (errors.length === 0) return null;
  const summary = errors[0]!.message;
  const lines = [...new Set(errors.map((e) => e.message))];
  return { summary, lines };
}
