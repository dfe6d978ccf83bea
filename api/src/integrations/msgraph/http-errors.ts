import { HttpError } from '../../errors.ts';
import { GraphError } from './errors.ts';

/** What Graph answered, as our REST answer: refusals as 4xx with Graph's reason in Dutch, outages as 502. */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof GraphError)) return error;
  const body = { message: error.message, graph_status: error.status, graph_code: error.code };
  if (error.code === 'NotConfigured') return new HttpError(409, body);
  if (error.status === 403 || error.status === 404) return new HttpError(error.status, body);
  if (error.status === 429) return new HttpError(429, body, { 'retry-after': '60' });
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return new HttpError(422, { ...body, errors: { graph: [error.message] } });
  return new HttpError(502, body);
}

/** Runs Graph work and answers its refusals the way the REST service answers everything. */
export async function viaGraph<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw httpErrorOf(error);
  }
}
