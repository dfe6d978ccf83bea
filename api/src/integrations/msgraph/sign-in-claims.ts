/** Who signed in at Microsoft, from the ID token's claims: the addresses to match an operator on. */

export interface SignInClaims {
  tid?: unknown;
  email?: unknown;
  preferred_username?: unknown;
  upn?: unknown;
}

const address = (value: unknown) => (typeof value === 'string' && value.includes('@') && !value.includes('#EXT#') ? value.trim().toLowerCase() : null);

/** The e-mail and sign-in name the token carries, without doubles; a guest's sign-in name is none. */
export function signInAddresses(claims: SignInClaims): string[] {
  return [...new Set([claims.email, claims.preferred_username, claims.upn].map(address).filter((value): value is string => value !== null))];
}

/** The token is of the IT company's own tenant, when that tenant is configured by its id (a domain name says nothing about tid). */
export function fromOwnTenant(claims: SignInClaims, tenant: string): boolean {
  if (!/^[0-9a-f-]{36}$/i.test(tenant)) return true;
  return typeof claims.tid === 'string' && claims.tid.toLowerCase() === tenant.toLowerCase();
}
