import { describe, expect, it } from 'vitest';
import { recipientSuggestions } from './recipientSuggestions';

const anna = { name: 'Anna de Vries', email: 'anna@klant.nl' };
const bert = { name: 'Bert Smit', email: 'bert@klant.nl' };
const carla = { name: 'Carla Jansen', email: 'carla@elders.nl' };

describe('recipientSuggestions', () => {
  it('offers the company contacts before typing', () => {
    expect(recipientSuggestions('', [anna, bert], [carla], [])).toEqual([anna, bert]);
  });

  it('puts matching company contacts before search results, by name or address', () => {
    expect(recipientSuggestions('ann', [anna, bert], [carla, anna], [])).toEqual([anna, carla]);
    expect(recipientSuggestions('klant', [anna, bert], [], [])).toEqual([anna, bert]);
  });

  it('uses search results only from two letters on', () => {
    expect(recipientSuggestions('c', [], [carla], [])).toEqual([]);
  });

  it('leaves out chosen addresses, contacts without one, and doubles', () => {
    expect(recipientSuggestions('', [anna, { name: 'Zonder', email: ' ' }, bert], [], ['ANNA@klant.nl'])).toEqual([bert]);
    expect(recipientSuggestions('klant', [anna], [anna, bert], [])).toEqual([anna, bert]);
  });

  it('stops at the maximum', () => {
    expect(recipientSuggestions('', [anna, bert, carla], [], [], 2)).toEqual([anna, bert]);
  });
});
