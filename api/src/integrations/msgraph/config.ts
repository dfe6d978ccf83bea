/**
 * Where Microsoft 365 lives and who Balie is there. One app registration (multi-tenant) serves the
 * IT company's own tenant (calendars, sign-in) and the customers' tenants that consent to it
 * (directory sync). The URLs point elsewhere only for a test server on loopback.
 */

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const base = (value: string | undefined, fallback: string) => (trimmed(value) ?? fallback).replace(/\/+$/, '');

export const graphUrl = () => base(process.env.MSGRAPH_URL, 'https://graph.microsoft.com');
export const identityUrl = () => base(process.env.MSIDENTITY_URL, 'https://login.microsoftonline.com');

/** A PEM file with the CA that signed the identity platform's and Graph's certificates, beside the system's. */
export const caFile = () => trimmed(process.env.MSGRAPH_CA_FILE);

export interface GraphApp {
  clientId: string;
  clientSecret: string;
  /** The IT company's own tenant (id or domain): operators' calendars and sign-in. */
  tenantId: string;
}

/** The app registration from the environment; null while Microsoft 365 is not set up. */
export function graphApp(): GraphApp | null {
  const clientId = trimmed(process.env.MSGRAPH_CLIENT_ID);
  const clientSecret = trimmed(process.env.MSGRAPH_CLIENT_SECRET);
  const tenantId = trimmed(process.env.MSGRAPH_TENANT_ID);
  return clientId && clientSecret && tenantId ? { clientId, clientSecret, tenantId } : null;
}
