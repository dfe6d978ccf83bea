import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** The limits a query is checked against before it runs, with the code each refusal carries. */
export type LimitKind = 'cost' | 'depth' | 'aliases' | 'directives' | 'tokens';

export const LIMIT_CODES: Record<LimitKind, string> = {
  cost: 'QUERY_TOO_COMPLEX',
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  directives: 'TOO_MANY_DIRECTIVES',
  tokens: 'TOO_MANY_TOKENS',
};

/** The Dutch text of a refusal; `figure` is the query's own figure, when the check knows it. */
export function limitMessage(kind: LimitKind, figure: number | undefined, maximum: number): string {
  const found = figure === undefined ? undefined : Math.round(figure);
  switch (kind) {
    case 'cost':
      return `Query te complex: kosten ${found ?? `meer dan ${maximum}`}, maximum ${maximum}.`;
    case 'depth':
      return `Query te diep: diepte ${found ?? `meer dan ${maximum}`}, maximum ${maximum}.`;
    case 'aliases':
      return `Te veel aliassen: ${found ?? `meer dan ${maximum}`}, maximum ${maximum}.`;
    case 'directives':
      return `Te veel directives: ${found ?? `meer dan ${maximum}`}, maximum ${maximum}.`;
    case 'tokens':
      // The parser stops at the first token past the maximum, so the full count is never known.
      return `Query te lang: ${found ?? `meer dan ${maximum}`} tokens, maximum ${maximum}.`;
  }
}

export function limitError(kind: LimitKind, figure: number | undefined, maximum: number): GraphQLError {
  return createGraphQLError(limitMessage(kind, figure, maximum), {
    extensions: { code: LIMIT_CODES[kind], limit: maximum, ...(figure === undefined ? {} : { found: Math.round(figure) }), http: { status: 400 } },
  });
}

/** The figure graphql-armor puts in its English refusal ("…exceeded, found 15."). */
export function armorFigure(message: string): number | undefined {
  const match = /found (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

export function rateLimitMessage(retryAfter: number): string {
  return `Te veel verzoeken; probeer het over ${retryAfter} ${retryAfter === 1 ? 'seconde' : 'seconden'} opnieuw.`;
}

export function rateLimitError(retryAfter: number): GraphQLError {
  return createGraphQLError(rateLimitMessage(retryAfter), {
    extensions: { code: 'RATE_LIMITED', retryAfter, http: { status: 429, headers: { 'Retry-After': String(retryAfter) } } },
  });
}
