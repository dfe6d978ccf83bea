import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** A non-2xx answer of the REST service, with its JSON body. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]>; permission?: string },
    /** Seconds from the answer's Retry-After (429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(body.message ?? `REST ${status}`);
  }
}

export interface UserError {
  field: string | null;
  message: string;
}

/** Maps a REST refusal onto the GraphQL error codes of the public API. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (isGraphQLError(error)) return error;
  if (!(error instanceof UpstreamError)) {
    return createGraphQLError('Er is iets mis gegaan.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  }
  const message = error.body.message ?? 'Er is iets mis gegaan.';
  switch (error.status) {
    case 401:
      return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
    case 403:
      return createGraphQLError(message, {
        extensions: { code: 'FORBIDDEN', permission: error.body.permission ?? null },
      });
    case 404:
      return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
    case 413:
    case 422:
      return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', errors: error.body.errors ?? {} } });
    // The REST service's own Dutch text: login throttling and rate limits, a request that took too long.
    case 429:
      return createGraphQLError(message, { extensions: { code: 'RATE_LIMITED', retryAfter: error.retryAfter ?? null } });
    // 502 and 504 come from a load balancer whose REST replica went away or did not answer in time.
    case 502:
    case 503:
    case 504:
      return createGraphQLError(error.body.message ?? 'De server is even niet bereikbaar. Probeer het zo opnieuw.', {
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: error.retryAfter ?? null },
      });
    default:
      return createGraphQLError('De server kon het verzoek niet verwerken.', {
        extensions: { code: 'UPSTREAM_ERROR', status: error.status },
      });
  }
}

/**
 * A 422 becomes userErrors on a mutation payload; every other failure stays an error.
 * `fieldNames` maps REST field names onto the mutation's input field names.
 */
export function toUserErrors(error: unknown, fieldNames: Record<string, string> = {}): UserError[] {
  if (!(error instanceof UpstreamError) || error.status !== 422) throw toGraphQLError(error);
  const perField = Object.entries(error.body.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => ({ field: fieldNames[field] ?? field, message })),
  );
  return perField.length > 0 ? perField : [{ field: null, message: error.body.message ?? 'Ongeldige invoer.' }];
}

// GraphQL errors may come from either module format of graphql, so no instanceof.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}
