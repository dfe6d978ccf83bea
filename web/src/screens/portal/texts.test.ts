import { describe, expect, it } from 'vitest';
import { nlPortal } from '../../i18n/nl/portal';
import { portalTexts } from './texts';

/** Every key of a nested text set, as dotted paths. */
const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('portalTexts', () => {
  it('speaks English to a contact with language en and Dutch otherwise', () => {
    expect(portalTexts('en').tickets.title).toBe('My tickets');
    expect(portalTexts('nl')).toBe(nlPortal);
    expect(portalTexts('fr')).toBe(nlPortal);
  });

  it('has an English text for every Dutch one, and keeps the texts for the operator Dutch', () => {
    expect(keys(portalTexts('en')).sort()).toEqual(keys(nlPortal).sort());
    expect(portalTexts('en').impersonating).toBe(nlPortal.impersonating);
  });
});
