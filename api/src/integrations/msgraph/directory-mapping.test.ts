import { describe, expect, it } from 'vitest';
import { contactFieldsOf, emailOf, syncMessage } from './directory-mapping.ts';

describe('directory users as contacts', () => {
  it('takes given name and surname, the first business phone and the mobile phone', () => {
    expect(contactFieldsOf({ id: '1', givenName: 'Femke', surname: 'de Boer', mail: 'Femke@DeZon.nl', businessPhones: ['030 123 4567', '030 7654321'], mobilePhone: '06 12345678' })).toEqual({
      first_name: 'Femke',
      last_name: 'de Boer',
      email: 'femke@dezon.nl',
      telephone: '030 123 4567',
      telephone_cell: '06 12345678',
    });
  });

  it('splits the display name when the directory has no name parts', () => {
    expect(contactFieldsOf({ id: '1', displayName: 'Jan van der Berg', mail: null, userPrincipalName: 'jan@dezon.nl' })).toMatchObject({ first_name: 'Jan van der', last_name: 'Berg', email: 'jan@dezon.nl' });
    expect(contactFieldsOf({ id: '1', displayName: 'Receptie', mail: 'receptie@dezon.nl' })).toMatchObject({ first_name: 'Receptie', last_name: '-' });
  });

  it("uses no guest's sign-in name as e-mail address", () => {
    expect(emailOf({ id: '1', mail: null, userPrincipalName: 'piet_extern.nl#EXT#@dezon.onmicrosoft.com' })).toBeNull();
    expect(emailOf({ id: '1', mail: ' ', userPrincipalName: 'piet@dezon.nl' })).toBe('piet@dezon.nl');
  });

  it('summarizes the sync in Dutch', () => {
    expect(syncMessage({ created: 2, updated: 1, disabled: 0, skipped: 0 })).toBe('Synchronisatie voltooid: 2 nieuw, 1 bijgewerkt, 0 uitgeschakeld.');
    expect(syncMessage({ created: 0, updated: 0, disabled: 1, skipped: 1 })).toBe(
      'Synchronisatie voltooid: 0 nieuw, 0 bijgewerkt, 1 uitgeschakeld. 1 gebruiker zonder e-mailadres of als behandelaar bekend overgeslagen.',
    );
  });
});
