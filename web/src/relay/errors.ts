import { notifyLater as notify } from '../components/notifyLater';
import { loginNl } from '../i18n/login';
import { errorNotices, hasErrorCode, type ErrorCode, type GraphQLErrorLike } from '../lib/graphqlErrors';

/** A GraphQL answer without data. `reported` tells whether the user has already seen a toast. */
export class GraphQLResponseError extends Error {
  constructor(
    readonly errors: readonly GraphQLErrorLike[],
    readonly reported: boolean,
  ) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL error');
    this.name = 'GraphQLResponseError';
  }

  hasCode(code: ErrorCode): boolean {
    return hasErrorCode(this.errors, code);
  }
}

/** Toasts what spec §8 wants shown; returns how many toasts it gave. */
export function reportErrors(errors: readonly GraphQLErrorLike[] | undefined): number {
  const notices = errorNotices(errors);
  for (const notice of notices) notify(notice.variant, notice.message);
  return notices.length;
}

/** For a failed mutation: a toast unless the network layer already showed one. */
export function reportMutationFailure(error: unknown): void {
  if (error instanceof GraphQLResponseError && error.reported) return;
  notify('danger', loginNl.errors.generic);
}

/** Finds the GraphQL error codes in whatever Relay or a route threw. */
export function errorHasCode(error: unknown, code: ErrorCode): boolean {
  let current: unknown = error;
  // Relay may wrap the network error; follow `cause` a few levels.
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current instanceof GraphQLResponseError) return current.hasCode(code);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
