import { describe, expect, it } from 'vitest';
import { pickSla, slaMoves, type SlaLinks } from './sla-choice.ts';

const general: SlaLinks = { id: 3, companies: [10, 11], types: [] };
const outages: SlaLinks = { id: 5, companies: [10], types: [7] };

describe('pickSla', () => {
  it("takes the company's SLA naming the type over one naming none, and nothing for another company", () => {
    expect(pickSla([general, outages], 10, 7)).toBe(5);
    expect(pickSla([general, outages], 10, 8)).toBe(3);
    expect(pickSla([general, outages], 10, null)).toBe(3);
    expect(pickSla([outages], 10, 8)).toBeNull();
    expect(pickSla([general, outages], 12, 7)).toBeNull();
    expect(pickSla([general], null, 7)).toBeNull();
  });

  it('chooses the lowest id among equals', () => {
    expect(pickSla([{ id: 9, companies: [10], types: [] }, general], 10, null)).toBe(3);
  });
});

describe('slaMoves', () => {
  const kinds = [
    { companyId: 10, typeId: 7 },
    { companyId: 10, typeId: null },
    { companyId: 11, typeId: 7 },
    { companyId: 12, typeId: null },
  ];

  it('moves the kinds a new SLA fits better to it and leaves the rest', () => {
    expect(slaMoves([general], null, outages, kinds)).toEqual([{ companyId: 10, typeId: 7, from: 3, to: 5 }]);
  });

  it('gives a company added to an SLA its tickets without one, and takes them back when it is removed', () => {
    const wider = { ...outages, companies: [10, 12], types: [] };
    expect(slaMoves([], outages, wider, kinds)).toEqual([
      { companyId: 10, typeId: null, from: null, to: 5 },
      { companyId: 12, typeId: null, from: null, to: 5 },
    ]);
    expect(slaMoves([general], wider, { ...wider, companies: [10] }, kinds)).toEqual([{ companyId: 12, typeId: null, from: 5, to: null }]);
  });

  it('hands tickets to the next fitting SLA when a type is no longer named', () => {
    expect(slaMoves([general], outages, { ...outages, types: [8] }, kinds)).toEqual([{ companyId: 10, typeId: 7, from: 5, to: 3 }]);
  });

  it('moves nothing when the links stay the same', () => {
    expect(slaMoves([general], outages, outages, kinds)).toEqual([]);
  });
});
