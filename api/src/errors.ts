import type { FastifyError, FastifyInstance } from 'fastify';

export type ErrorBody = { message: string } & Record<string, unknown>;

/** An error that already knows the HTTP status and the body the client gets. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    /** Extra answer headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const texts = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Je hebt geen rechten om deze actie uit te voeren.',
  notFound: 'Niet gevonden.',
  tenantNotFound: 'Omgeving niet gevonden.',
  invalidJson: 'Het verzoek bevat geen geldige JSON.',
  unsupportedMediaType: 'Dit type inhoud wordt niet ondersteund.',
  tooLarge: (limit: string) => `Het verzoek is te groot (maximaal ${limit}).`,
  badRequest: 'Het verzoek is ongeldig.',
  serverError: 'Er is iets mis gegaan.',
  tooSlow: 'Dit verzoek duurde te lang en is afgebroken. Probeer het opnieuw of maak de zoekopdracht kleiner.',
} as const;

/** JSON bodies larger than this are refused with 413 before they are parsed. */
export const JSON_BODY_LIMIT = 1024 * 1024;
const JSON_BODY_LIMIT_TEXT = '1 MB';

/** 429 with the seconds to wait, as Retry-After and in the Dutch message. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message }, { 'retry-after': String(retryAfterSeconds) });

export const unauthenticated = () => new HttpError(401, { message: texts.unauthenticated });
export const forbidden = (permission: string) =>
  new HttpError(403, { message: texts.forbidden, permission });
export const notFound = () => new HttpError(404, { message: texts.notFound });

/** 422 with errors per field; the summary is the first field's first error. */
export function unprocessable(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0] ?? texts.badRequest;
  return new HttpError(422, { message: first, errors });
}

export const invalidField = (field: string, message: string) => unprocessable({ [field]: [message] });

/**
 * A statement past its time limit: PostgreSQL cancels it (57014), the embedded database's thread
 * stops it, and statements that were waiting on that thread could not run either.
 */
function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '57014' || code === 'STATEMENT_TIMEOUT' || code === 'DATABASE_RESTARTED';
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: texts.notFound });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(422).send({ message: texts.invalidJson, errors: { body: [texts.invalidJson] } });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: texts.unsupportedMediaType });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: texts.tooLarge(JSON_BODY_LIMIT_TEXT) });
    }
    if (isTimeout(error)) return reply.code(503).header('Retry-After', '5').send({ message: texts.tooSlow });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: texts.badRequest });
    request.log.error(error);
    return reply.code(500).send({ message: texts.serverError });
  });
}
