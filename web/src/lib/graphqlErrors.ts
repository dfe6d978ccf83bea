import { loginNl } from '../i18n/login';

export interface GraphQLErrorLike {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; permission?: string; [key: string]: unknown };
}

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | (string & {});

export function errorCodes(errors: readonly GraphQLErrorLike[] | undefined): ErrorCode[] {
  return (errors ?? []).map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
}

export function hasErrorCode(errors: readonly GraphQLErrorLike[] | undefined, code: ErrorCode): boolean {
  return errorCodes(errors).includes(code);
}

/** A 401, or a GraphQL answer that says the token is missing or expired: time to refresh. */
export function needsTokenRefresh(status: number, errors: readonly GraphQLErrorLike[] | undefined): boolean {
  return status === 401 || hasErrorCode(errors, 'UNAUTHENTICATED');
}

/**
 * The errors outside the field at `path` (and whatever lies below it): for a part of an answer that
 * is asked on the side and asked again where needed, so its refusal is not the caller's to show.
 */
export function errorsOutside<E extends GraphQLErrorLike>(errors: readonly E[] | undefined, path: readonly string[]): E[] | undefined {
  if (!errors) return undefined;
  return errors.filter((error) => !path.every((part, index) => error.path?.[index] === part));
}

export interface ErrorNotice {
  variant: 'danger';
  message: string;
}

const SERVER_MESSAGES: Record<string, string> = {
  'You cannot have multiple login sessions per account.': loginNl.errors.otherSession,
};

// Codes that never toast: the session layer, the screens or the error page deal with them
// (spec §8: nothing for 'Unauthenticated.', 404 and 500).
const SILENT_CODES = new Set(['UNAUTHENTICATED', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR']);

/**
 * The toasts a failed answer gives (spec §8): FORBIDDEN names the missing permission, other
 * coded errors show the server's message, the rest stays quiet. Duplicates are shown once.
 */
export function errorNotices(errors: readonly GraphQLErrorLike[] | undefined): ErrorNotice[] {
  const seen = new Set<string>();
  const notices: ErrorNotice[] = [];
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || SILENT_CODES.has(code)) continue;
    let message: string;
    if (code === 'FORBIDDEN') {
      const permission = error.extensions?.permission;
      message = typeof permission === 'string' && permission ? `${loginNl.errors.forbidden} (${permission})` : loginNl.errors.forbidden;
    } else {
      message = SERVER_MESSAGES[error.message] ?? error.message;
    }
    if (!message || seen.has(message)) continue;
    seen.add(message);
    notices.push({ variant: 'danger', message });
  }
  return notices;
}
