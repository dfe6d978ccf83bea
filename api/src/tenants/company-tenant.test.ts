import { describe, expect, it } from 'vitest';
import { companyTenantProblems, subdomainFor, tenantTexts } from './company-tenant.ts';

const valid = { name: 'Acme IT', subdomain: 'acme', admin: { first_name: 'Anna', last_name: 'Jansen', email: 'beheer@acme.nl' }, password: 'Acme-start-2026!' };

describe('subdomainFor', () => {
  it('makes a subdomain of a company name', () => {
    expect(subdomainFor('Acme IT')).toBe('acme-it');
    expect(subdomainFor('Café Ü.B.V.')).toBe('cafe-ubv');
    expect(subdomainFor('  --Één & twee--  ')).toBe('een-twee');
    expect(subdomainFor('x'.repeat(70))).toHaveLength(63);
  });
});

describe('companyTenantProblems', () => {
  it('accepts a complete input', () => {
    expect(companyTenantProblems(valid)).toEqual({});
    expect(companyTenantProblems({ ...valid, password: undefined })).toEqual({});
  });

  it('names every missing or wrong field', () => {
    const problems = companyTenantProblems({ name: ' ', subdomain: '-acme', admin: { first_name: '', last_name: '', email: 'geen-adres' }, password: 'kort' });
    expect(problems.name).toEqual([tenantTexts.nameRequired]);
    expect(problems.subdomain).toEqual([tenantTexts.subdomain]);
    expect(problems.first_name).toEqual([tenantTexts.firstNameRequired]);
    expect(problems.last_name).toEqual([tenantTexts.lastNameRequired]);
    expect(problems.email).toEqual([tenantTexts.email]);
    expect(problems.password[0]).toMatch(/^Het wachtwoord moet 8 tot 32 tekens/);
    expect(companyTenantProblems({ ...valid, subdomain: 'Acme' }).subdomain).toEqual([tenantTexts.subdomain]);
  });
});
