import { describe, expect, it } from 'vitest';
import { hasChanges, initialValues, inputValue, isFieldVisible, mutationInput, searchHint, validateValues, valuesFromRecord, type FormFieldSpec } from './recordForm';

const fields: FormFieldSpec[] = [
  { name: 'name', label: 'Naam', kind: 'text', required: true, maxLength: 10 },
  { name: 'email', label: 'E-mailadres', kind: 'email' },
  { name: 'price', label: 'Prijs', kind: 'price' },
  { name: 'startDate', label: 'Startdatum', kind: 'date' },
  { name: 'companyId', label: 'Bedrijf', kind: 'relation', relation: 'company' },
  { name: 'companies', label: 'Bedrijven', kind: 'relation', relation: 'companies', multiple: true },
  { name: 'directDebit', label: 'Automatische incasso', kind: 'boolean' },
  { name: 'period', label: 'Periode', kind: 'select' },
  { name: 'quantity', label: 'Aantal', kind: 'number' },
];

describe('initialValues', () => {
  it('starts empty, then defaults, then the route query', () => {
    const values = initialValues(fields, new URLSearchParams('company_id=12&companies=3,4&start_date=2026-11-22&direct_debit=1&name=Acme'), {
      period: 'month',
    });
    expect(values).toEqual({
      name: 'Acme',
      email: '',
      price: '',
      startDate: '22-11-2026',
      companyId: { id: 12, label: '#12' },
      companies: [
        { id: 3, label: '#3' },
        { id: 4, label: '#4' },
      ],
      directDebit: true,
      period: 'month',
      quantity: '',
    });
  });
});

describe('valuesFromRecord', () => {
  it('reads scalars, dates, prices and relations', () => {
    const values = valuesFromRecord(fields, {
      name: 'Acme',
      email: null,
      price: 12.5,
      startDate: '2026-01-31',
      company: { id: 'Q29tcGFueTox', databaseId: 1, label: 'Acme BV' },
      companies: [{ databaseId: 2, label: 'Beta' }],
      directDebit: true,
      period: 'month',
      quantity: 3,
    });
    expect(values).toMatchObject({
      name: 'Acme',
      email: '',
      price: '12.50',
      startDate: '31-01-2026',
      companyId: { id: 1, label: 'Acme BV' },
      companies: [{ id: 2, label: 'Beta' }],
      directDebit: true,
      quantity: '3',
    });
  });
});

describe('mutationInput', () => {
  it('sends what is filled in on create', () => {
    const values = initialValues(fields, new URLSearchParams('company_id=5&companies=7'));
    values.name = ' Acme ';
    values.price = '12.5';
    values.startDate = '1-2-2026';
    expect(mutationInput(fields, values)).toEqual({
      fields: { name: 'Acme', price: 12.5, startDate: '2026-02-01', companyId: 5, directDebit: false },
      relationships: { companies: [7] },
    });
  });

  it('sends only changed fields on update', () => {
    const original = valuesFromRecord(fields, { name: 'Acme', price: 10, company: { databaseId: 1, label: 'A' }, companies: [] });
    const changed = { ...original, price: '10.00', name: 'Acme 2', companyId: null };
    const input = mutationInput(fields, changed, original);
    expect(input).toEqual({ fields: { name: 'Acme 2', companyId: null }, relationships: {} });
    expect(hasChanges(mutationInput(fields, original, original))).toBe(false);
  });

  it('reads custom values from the record and sends only changed ones as relationships.custom_values', () => {
    const custom: FormFieldSpec[] = [
      { name: 'custom:sector', label: 'Sector', kind: 'select', custom: 'sector' },
      { name: 'custom:klant_sinds', label: 'Klant sinds', kind: 'date', custom: 'klant_sinds' },
      { name: 'custom:notitie', label: 'Notitie', kind: 'text', custom: 'notitie' },
    ];
    const record = { customValues: [{ name: 'sector', value: 'zorg' }, { name: 'klant_sinds', value: '2024-03-01' }] };
    const original = valuesFromRecord(custom, record);
    expect(original).toEqual({ 'custom:sector': 'zorg', 'custom:klant_sinds': '01-03-2024', 'custom:notitie': '' });
    const changed = { ...original, 'custom:klant_sinds': '02-03-2024', 'custom:notitie': ' Vaste klant ' };
    expect(mutationInput(custom, changed, original)).toEqual({
      fields: {},
      relationships: { custom_values: [{ custom_field: 'klant_sinds', value: '2024-03-02' }, { custom_field: 'notitie', value: 'Vaste klant' }] },
    });
    // Emptying a value removes it.
    expect(mutationInput(custom, { ...original, 'custom:sector': '' }, original).relationships).toEqual({ custom_values: [{ custom_field: 'sector', value: null }] });
  });

  it('converts single values', () => {
    expect(inputValue({ name: 'n', label: 'N', kind: 'select', numeric: true }, '3')).toBe(3);
    expect(inputValue({ name: 'n', label: 'N', kind: 'number' }, '2,5')).toBe(2.5);
    expect(inputValue({ name: 'n', label: 'N', kind: 'date' }, '31-02-2026')).toBeNull();
  });
});

describe('validateValues', () => {
  it('reports required, length, e-mail, date and price problems in Dutch', () => {
    const values = initialValues(fields, new URLSearchParams());
    values.email = 'geen-mail';
    values.startDate = '32-01-2026';
    values.price = '1.2.3';
    expect(validateValues(fields, values, true)).toEqual({
      name: 'Naam is verplicht.',
      email: 'E-mailadres is geen geldig e-mailadres.',
      startDate: 'Startdatum is geen geldige datum.',
      price: 'Prijs is geen geldig bedrag.',
    });
    values.name = 'Veel te lange naam';
    expect(validateValues(fields, values, true).name).toBe('Naam mag maximaal 10 tekens bevatten.');
  });

  it("uses the spec's own text for a required field when it has one", () => {
    const sla: FormFieldSpec[] = [
      { name: 'companies', label: 'Bedrijven', kind: 'relation', multiple: true, required: true, requiredMessage: 'Bedrijven zijn verplicht!' },
      { name: 'openingHourContractId', label: 'Openingstijden', kind: 'select', required: true, requiredMessage: 'Openingstijden veld is verplicht!' },
    ];
    expect(validateValues(sla, { companies: [], openingHourContractId: null }, true)).toEqual({
      companies: 'Bedrijven zijn verplicht!',
      openingHourContractId: 'Openingstijden veld is verplicht!',
    });
  });
});

describe('searchHint', () => {
  it("asks for letters until two are typed", () => {
    expect(searchHint('')).toBe('Nog 2 letter(s)...');
    expect(searchHint('a')).toBe('Nog 1 letter(s)...');
    expect(searchHint('ab')).toBeNull();
  });

  it('speaks the language of the text it is given', () => {
    expect(searchHint(' a ', '{n} more letter(s)...')).toBe('1 more letter(s)...');
  });
});

describe('fields shown for one value of another field', () => {
  const mailbox: FormFieldSpec[] = [
    { name: 'protocol', label: 'Protocol', kind: 'select', required: true, defaultValue: 'smtp' },
    { name: 'imapHost', label: 'IMAP-server', kind: 'text', required: true, visibleWhen: { field: 'protocol', equals: 'imap' } },
    { name: 'imapSecure', label: 'TLS', kind: 'boolean', defaultValue: true, visibleWhen: { field: 'protocol', equals: 'imap' } },
    { name: 'password', label: 'Wachtwoord', kind: 'password', storedFlag: 'hasPassword', visibleWhen: { field: 'protocol', equals: 'imap' } },
  ];

  it('neither checks nor sends them while hidden', () => {
    const values = initialValues(mailbox, new URLSearchParams());
    expect(isFieldVisible(mailbox[1], values)).toBe(false);
    expect(validateValues(mailbox, values, true)).toEqual({});
    expect(mutationInput(mailbox, values)).toEqual({ fields: { protocol: 'smtp' }, relationships: {} });
  });

  it('checks and sends them once the other field has the value', () => {
    const values = { ...initialValues(mailbox, new URLSearchParams()), protocol: 'imap' };
    expect(isFieldVisible(mailbox[1], values)).toBe(true);
    expect(validateValues(mailbox, values, true)).toEqual({ imapHost: 'IMAP-server is verplicht.' });
    expect(mutationInput(mailbox, { ...values, imapHost: 'imap.demo.nl', password: 'geheim' }).fields).toEqual({
      protocol: 'imap',
      imapHost: 'imap.demo.nl',
      imapSecure: true,
      password: 'geheim',
    });
  });

  it('keeps a stored password while its field stays empty, and sends a new one', () => {
    const original = valuesFromRecord(mailbox, { protocol: 'imap', imapHost: 'imap.demo.nl', imapSecure: true, hasPassword: true });
    expect(original.password).toBe('');
    expect(hasChanges(mutationInput(mailbox, original, original))).toBe(false);
    expect(mutationInput(mailbox, { ...original, password: 'nieuw' }, original).fields).toEqual({ password: 'nieuw' });
  });
});

describe('a select sent as a relationship (an operator role)', () => {
  const role: FormFieldSpec = {
    name: 'operator_roles',
    label: 'Rol',
    kind: 'select',
    numeric: true,
    relationship: true,
    read: (record) => String((record.operatorRoles as { databaseId: number }[])[0]?.databaseId ?? ''),
  };

  it('reads through its own reader and sends relationships.{name} with the one id', () => {
    const original = valuesFromRecord([role], { operatorRoles: [{ databaseId: 4 }] });
    expect(original).toEqual({ operator_roles: '4' });
    expect(mutationInput([role], { operator_roles: '2' }, original)).toEqual({ fields: {}, relationships: { operator_roles: [2] } });
    expect(mutationInput([role], { operator_roles: '4' }, original)).toEqual({ fields: {}, relationships: {} });
    expect(mutationInput([role], { operator_roles: '3' })).toEqual({ fields: {}, relationships: { operator_roles: [3] } });
  });
});

describe('a week of opening hours', () => {
  const hoursField: FormFieldSpec = { name: 'hours', label: 'Openingstijden', kind: 'weekHours', required: true };
  const stored = { '1': [['08:30', '12:00'], ['13:00', '17:00']], '6': [], '7': [] };

  it('reads the stored week and sends it back unchanged only when edited', () => {
    const values = valuesFromRecord([hoursField], { hours: stored });
    const input = mutationInput([hoursField], values, values);
    expect(input.fields).toEqual({});
    const edited = { hours: JSON.stringify({ ...JSON.parse(values.hours as string), '2': [['9:00', '12:00']] }) };
    expect(mutationInput([hoursField], edited, values).fields.hours).toMatchObject({ '1': stored['1'], '2': [['09:00', '12:00']], '7': [] });
  });

  it('starts closed every day and is refused inline with the API text when a period runs backward', () => {
    const initial = initialValues([hoursField], new URLSearchParams());
    expect(JSON.parse(initial.hours as string)['1']).toEqual([]);
    const bad = { hours: JSON.stringify({ '1': [['17:00', '09:00']] }) };
    expect(validateValues([hoursField], bad, true).hours).toBe('Openingstijden moeten per weekdag als van-tot in uu:mm ingevuld worden.');
    expect(validateValues([hoursField], initial, true)).toEqual({});
  });
});

describe('a duration stored in minutes, edited in hours', () => {
  const budget: FormFieldSpec = { name: 'budgetTime', label: 'Budget (uren)', kind: 'hours' };

  it('shows the stored minutes as hours and sends hours back as minutes', () => {
    const values = valuesFromRecord([budget], { budgetTime: 750 });
    expect(values.budgetTime).toBe('12:30');
    expect(mutationInput([budget], { budgetTime: '12,5' }, values)).toEqual({ fields: {}, relationships: {} });
    expect(mutationInput([budget], { budgetTime: '40' }, values).fields).toEqual({ budgetTime: 2400 });
    expect(mutationInput([budget], { budgetTime: '' }, values).fields).toEqual({ budgetTime: null });
  });

  it('refuses text that is no amount of hours', () => {
    expect(validateValues([budget], { budgetTime: '1:75' }, false).budgetTime).toBe('Budget (uren) is geen geldig aantal uren; schrijf bijvoorbeeld 12, 1,5 of 1:30.');
    expect(validateValues([budget], { budgetTime: '1:15' }, false)).toEqual({});
  });
});
