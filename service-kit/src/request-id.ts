import { randomUUID } from 'node:crypto';

const SANE = /^[A-Za-z0-9._-]{1,128}$/;

/** A caller's X-Request-Id when it is short and plain enough to put in logs and headers; else undefined. */
export function saneRequestId(value: string | string[] | null | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && SANE.test(text) ? text : undefined;
}

/** The caller's request id if sane, else a fresh one. */
export const requestIdFrom = (value: string | string[] | null | undefined): string => saneRequestId(value) ?? randomUUID();
