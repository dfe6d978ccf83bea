import { describe, expect, it } from 'vitest';
import { fieldErrors, validationNotice } from './userErrors';

describe('user errors', () => {
  const errors = [
    { field: 'name', message: 'Naam is verplicht.' },
    { field: 'name', message: 'Naam is te kort.' },
    { field: 'relationships.companies', message: 'Bedrijven zijn verplicht!' },
    { field: null, message: 'Ongeldige invoer.' },
  ];

  it('keeps the first message per field', () => {
    expect(fieldErrors(errors)).toEqual({ name: 'Naam is verplicht.', companies: 'Bedrijven zijn verplicht!', '': 'Ongeldige invoer.' });
  });

  it('words the toast as a bold summary and one line per error', () => {
    expect(validationNotice(errors)).toEqual({
      summary: 'Naam is verplicht.',
      lines: ['Naam is verplicht.', 'Naam is te kort.', 'Bedrijven zijn verplicht!', 'Ongeldige invoer.'],
    });
    expect(validationNotice([])).toBeNull();
  });
});
