import { readFileSync, statSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from '@azure/msal-node';
import { Agent, fetch, type RequestInit, type Response } from 'undici';
import { caFile } from './config.ts';

/**
 * One HTTP path to Microsoft for both msal (token endpoint, metadata) and Graph calls, so an extra
 * CA (MSGRAPH_CA_FILE: a test server's self-signed certificate) is trusted by both alike.
 */

let cached: { key: string; agent: Agent } | null = null;

/** Re-reads the CA file when it changes: a test server may write a new one while the API runs. */
function agent(): Agent | undefined {
  const file = caFile();
  if (!file) return undefined;
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (cached?.key !== key) {
    void cached?.agent.close();
    cached = { key, agent: new Agent({ connect: { ca: [...rootCertificates, readFileSync(file, 'utf8')] } }) };
  }
  return cached.agent;
}

export function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, dispatcher: agent() });
}

const headersOf = (response: Response) => Object.fromEntries([...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]));

async function networkResponse<T>(response: Response): Promise<NetworkResponse<T>> {
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return { headers: headersOf(response), body: body as T, status: response.status };
}

/** msal's network client over the same agent. */
export const msalNetwork: INetworkModule = {
  async sendGetRequestAsync<T>(url: string, options?: NetworkRequestOptions, timeout?: number) {
    return networkResponse<T>(await send(url, { method: 'GET', headers: options?.headers, signal: timeout ? AbortSignal.timeout(timeout) : undefined }));
  },
  async sendPostRequestAsync<T>(url: string, options?: NetworkRequestOptions) {
    return networkResponse<T>(await send(url, { method: 'POST', headers: options?.headers, body: options?.body }));
  },
};
