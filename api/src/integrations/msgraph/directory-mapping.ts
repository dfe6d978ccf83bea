/** A customer's directory users as contacts: which fields a Graph user fills, and the sync's summary. */

export interface DirectoryUser {
  id: string;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  accountEnabled?: boolean | null;
  mobilePhone?: string | null;
  businessPhones?: string[] | null;
}

export interface ContactFields {
  first_name: string;
  last_name: string;
  email: string | null;
  telephone: string | null;
  telephone_cell: string | null;
}

export const DIRECTORY_USER_FIELDS = 'id,displayName,givenName,surname,mail,userPrincipalName,accountEnabled,mobilePhone,businessPhones';

const clean = (value: string | null | undefined) => value?.trim() || null;

/** The address to match and mail on: the mailbox's, else a sign-in name that is not a guest's. */
export function emailOf(user: DirectoryUser): string | null {
  const mail = clean(user.mail);
  if (mail) return mail.toLowerCase();
  const upn = clean(user.userPrincipalName);
  return upn && !upn.includes('#EXT#') && upn.includes('@') ? upn.toLowerCase() : null;
}

/** Given name and surname when the directory has them, else the display name split at its last space. */
export function contactFieldsOf(user: DirectoryUser): ContactFields {
  let first = clean(user.givenName);
  let last = clean(user.surname);
  if (!first && !last) {
    const display = clean(user.displayName) ?? emailOf(user) ?? user.id;
    const space = display.lastIndexOf(' ');
    first = space > 0 ? display.slice(0, space) : display;
    last = space > 0 ? display.slice(space + 1) : '-';
  }
  return {
    first_name: (first ?? '-').slice(0, 191),
    last_name: (last ?? '-').slice(0, 191),
    email: emailOf(user),
    telephone: clean(user.businessPhones?.[0])?.slice(0, 50) ?? null,
    telephone_cell: clean(user.mobilePhone)?.slice(0, 50) ?? null,
  };
}

export interface SyncCounts {
  created: number;
  updated: number;
  disabled: number;
  skipped: number;
}

export function syncMessage(counts: SyncCounts): string {
  const parts = [`${counts.created} nieuw`, `${counts.updated} bijgewerkt`, `${counts.disabled} uitgeschakeld`];
  const skipped = counts.skipped > 0 ? ` ${counts.skipped} ${counts.skipped === 1 ? 'gebruiker' : 'gebruikers'} zonder e-mailadres of als behandelaar bekend overgeslagen.` : '';
  return `Synchronisatie voltooid: ${parts.join(', ')}.${skipped}`;
}
