import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CHANGE_TEXTS, changeLineErrors } from './subscription-changes.ts';

describe('subscription change lines', () => {
  it('accept lines with a description and a numeric quantity', () => {
    expect(changeLineErrors([])).toEqual({});
    expect(changeLineErrors([{ description: 'Microsoft 365', quantity: 3, price: '11.70' }, { description: 'Beheer', quantity: '2.5' }])).toEqual({});
  });

  it('name the line and field that is missing or not a number', () => {
    expect(changeLineErrors([{ description: 'Goed', quantity: 1 }, { description: '', quantity: 'veel', price: 'gratis' }, null])).toEqual({
      'lines.1.description': [SUBSCRIPTION_CHANGE_TEXTS.lineDescription],
      'lines.1.quantity': [SUBSCRIPTION_CHANGE_TEXTS.lineNumber('Aantal')],
      'lines.1.price': [SUBSCRIPTION_CHANGE_TEXTS.lineNumber('Prijs')],
      'lines.2.description': [SUBSCRIPTION_CHANGE_TEXTS.lineDescription],
      'lines.2.quantity': [SUBSCRIPTION_CHANGE_TEXTS.lineQuantity],
    });
  });

  it('refuse anything but a list', () => {
    expect(changeLineErrors({ description: 'x', quantity: 1 })).toEqual({ lines: [SUBSCRIPTION_CHANGE_TEXTS.linesList] });
  });
});
