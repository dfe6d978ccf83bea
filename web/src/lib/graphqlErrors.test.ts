import { describe, expect, it } from 'vitest';
import { errorNotices, errorsOutside, hasErrorCode, needsTokenRefresh } from './graphqlErrors';

describe('needsTokenRefresh', () => {
  it('reacts to HTTP 401 and to UNAUTHENTICATED', () => {
    expect(needsTokenRefresh(401, undefined)).toBe(true);
    expect(needsTokenRefresh(200, [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
  });

  it('ignores other answers', () => {
    expect(needsTokenRefresh(200, [{ message: 'x', extensions: { code: 'FORBIDDEN' } }])).toBe(false);
    expect(needsTokenRefresh(200, undefined)).toBe(false);
  });
});

describe('errorNotices', () => {
  it('names the missing permission on FORBIDDEN', () => {
    expect(
      errorNotices([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN', permission: 'tickets.index' } }]),
    ).toEqual([{ variant: 'danger', message: 'Je hebt geen rechten om deze actie uit te voeren. (tickets.index)' }]);
  });

  it('stays quiet for unauthenticated, not found and internal errors', () => {
    expect(
      errorNotices([
        { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } },
        { message: 'Niet gevonden', extensions: { code: 'NOT_FOUND' } },
        { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        { message: 'Unexpected error.' },
      ]),
    ).toEqual([]);
  });

  it('shows other coded messages, translated where known, once', () => {
    expect(
      errorNotices([
        { message: 'You cannot have multiple login sessions per account.', extensions: { code: 'CONFLICT' } },
        { message: 'Te veel verzoeken.', extensions: { code: 'TOO_MANY_REQUESTS' } },
        { message: 'Te veel verzoeken.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ]),
    ).toEqual([
      { variant: 'danger', message: 'Deze behandelaar is ergens anders ingelogd.' },
      { variant: 'danger', message: 'Te veel verzoeken.' },
    ]);
  });
});

describe('hasErrorCode', () => {
  it('finds a code among the errors', () => {
    expect(hasErrorCode([{ message: 'a' }, { message: 'b', extensions: { code: 'NOT_FOUND' } }], 'NOT_FOUND')).toBe(true);
  });
});

describe('errorsOutside', () => {
  const forbidden = { message: 'Forbidden', extensions: { code: 'FORBIDDEN' } };
  it('drops the errors at and below the path, and keeps the rest', () => {
    const errors = [
      { ...forbidden, path: ['login', 'viewer', 'cockpitSetupCompleted'] },
      { ...forbidden, path: ['login', 'viewer'] },
      { ...forbidden, path: ['login', 'userErrors'] },
      { ...forbidden, path: ['login'] },
      { message: 'Syntax error' },
    ];
    expect(errorsOutside(errors, ['login', 'viewer'])).toEqual(errors.slice(2));
  });

  it('leaves an answer without errors as it is', () => {
    expect(errorsOutside(undefined, ['login', 'viewer'])).toBeUndefined();
  });
});
