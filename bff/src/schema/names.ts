/** GraphQL names are camelCase; the REST service speaks snake_case. */
export function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/([a-z])(\d)/g, '$1_$2');
}

export function toCamel(name: string): string {
  return name.replace(/^_/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Snake-cased copy of an input object, leaving out the keys GraphQL adds itself. */
export function restValues(input: Record<string, unknown>, leaveOut: string[] = ['id', 'clientMutationId']): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (leaveOut.includes(key) || value === undefined) continue;
    values[toSnake(key)] = value;
  }
  return values;
}
