import { createGraphQLError } from 'graphql-yoga';

export function toGlobalId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

/** Decodes a global id; a plain number is accepted as the id of `expectedType`. */
export function fromGlobalId(globalId: string, expectedType?: string): { type: string; id: number } {
  if (expectedType && /^\d+$/.test(globalId)) return { type: expectedType, id: Number(globalId) };
  const [type, raw] = Buffer.from(globalId, 'base64url').toString('utf8').split(':');
  const id = Number(raw);
  if (!type || !Number.isSafeInteger(id) || id <= 0 || (expectedType && type !== expectedType)) {
    throw createGraphQLError(`Ongeldig id: ${globalId}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { type, id };
}
