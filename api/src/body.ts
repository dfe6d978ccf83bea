/** The request body as an object of fields; anything else (no body, text, a list) has no fields. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
