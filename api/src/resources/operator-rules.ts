import { ROLE_FOR_OPERATOR_TYPE } from '../auth/permissions.ts';

export const accountTexts = {
  inactive: 'Deze behandelaar is niet actief en kan niet toegewezen worden.',
  licence:
    'Een extra actieve behandelaar kost een extra licentie. Deze wordt pro rata gefactureerd voor de rest van de lopende periode. Bevestig dat je de extra licentie wilt afnemen.',
  licenceLabel: 'Licentie bevestigd',
  migrated: 'Gebruiker gemigreerd van contactpersoon naar behandelaar!',
  contactMissing: 'Er is geen contactpersoon met dit e-mailadres.',
  contactArchived: 'Een gearchiveerde contactpersoon kan niet gemigreerd worden.',
  emailRequired: 'E-mailadres is verplicht.',
  typeInvalid: 'Type heeft een ongeldige waarde.',
} as const;

/**
 * The operator roles after the type changed (back-office §4): the type's role, and admin kept when
 * the operator had it.
 */
export function rolesForType(type: number, held: readonly string[]): string[] {
  const role = ROLE_FOR_OPERATOR_TYPE[type] ?? 'operator';
  return held.includes('admin') && role !== 'admin' ? ['admin', role] : [role];
}

/**
 * Whether a write adds a licence: a new active operator, or an inactive one made active. An
 * archived operator made active still holds no seat until it is restored, so it is not asked.
 */
export function addsLicence(values: { is_active?: unknown }, existing: { is_active?: unknown; archived_at?: unknown } | null): boolean {
  if (!existing) return values.is_active !== false;
  return values.is_active === true && !existing.is_active && !existing.archived_at;
}

/** A tenant is on trial while its trial end lies ahead. */
export function onTrial(trialEndsAt: Date | null, now = new Date()): boolean {
  return trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
}
