import { describe, expect, it } from 'vitest';
import { addMonths, contractTimeLine, coveringContract, covers, nthPeriod, periodsDue, topUpDecision, type CoveringContract, type CoveredWork } from './contract-rules.ts';

describe('contract periods', () => {
  const monthly = { period: 'month', startDate: '2026-01-31', endDate: null };

  it('count every start from the contract start, keeping the day where the month has it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(nthPeriod(monthly, 0)).toEqual({ periodStart: '2026-01-31', periodEnd: '2026-02-27' });
    expect(nthPeriod(monthly, 1)).toEqual({ periodStart: '2026-02-28', periodEnd: '2026-03-30' });
    expect(nthPeriod(monthly, 2)).toEqual({ periodStart: '2026-03-31', periodEnd: '2026-04-29' });
    expect(nthPeriod({ period: 'quarter', startDate: '2026-01-01', endDate: null }, 1)).toEqual({ periodStart: '2026-04-01', periodEnd: '2026-06-30' });
    expect(nthPeriod({ period: 'half_year', startDate: '2026-01-01', endDate: null }, 1)).toEqual({ periodStart: '2026-07-01', periodEnd: '2026-12-31' });
    expect(nthPeriod({ period: 'year', startDate: '2025-03-15', endDate: null }, 1)).toEqual({ periodStart: '2026-03-15', periodEnd: '2027-03-14' });
  });

  it('make every period up to and including the current one, and catch up what was missed', () => {
    const schedule = { period: 'month', startDate: '2026-01-01', endDate: null };
    expect(periodsDue(schedule, null, '2026-01-01')).toEqual([{ periodStart: '2026-01-01', periodEnd: '2026-01-31' }]);
    expect(periodsDue(schedule, null, '2026-03-10').map((span) => span.periodStart)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodsDue(schedule, '2026-01-31', '2026-03-10').map((span) => span.periodStart)).toEqual(['2026-02-01', '2026-03-01']);
    expect(periodsDue(schedule, '2026-03-31', '2026-03-10')).toEqual([]);
  });

  it('make none before the start, none after the end date, and cut the last one at the end date', () => {
    expect(periodsDue({ period: 'month', startDate: '2026-05-01', endDate: null }, null, '2026-04-30')).toEqual([]);
    const ending = { period: 'quarter', startDate: '2026-01-01', endDate: '2026-05-15' };
    expect(periodsDue(ending, null, '2027-01-01')).toEqual([
      { periodStart: '2026-01-01', periodEnd: '2026-03-31' },
      { periodStart: '2026-04-01', periodEnd: '2026-05-15' },
    ]);
    expect(periodsDue(ending, '2026-05-15', '2027-01-01')).toEqual([]);
  });

  it('give a prepaid contract no periods of its own', () => {
    expect(periodsDue({ period: 'none', startDate: '2026-01-01', endDate: null }, null, '2026-06-01')).toEqual([]);
  });
});

describe('contract coverage', () => {
  const contract: CoveringContract = {
    id: 1,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    archived: false,
    companyIds: [10, 11],
    serviceId: null,
    ticketTypeIds: [],
    activityIds: [],
  };
  const work: CoveredWork = { date: '2026-03-01', companyId: 11, serviceId: 5, ticketTypeId: 7, activityId: 3 };

  it('cover time for one of its companies on a day it runs', () => {
    expect(covers(contract, work)).toBe(true);
    expect(covers(contract, { ...work, companyId: 12 })).toBe(false);
    expect(covers(contract, { ...work, companyId: null })).toBe(false);
    expect(covers(contract, { ...work, date: '2025-12-31' })).toBe(false);
    expect(covers(contract, { ...work, date: '2027-01-01' })).toBe(false);
    expect(covers({ ...contract, endDate: null }, { ...work, date: '2030-01-01' })).toBe(true);
    expect(covers({ ...contract, archived: true }, work)).toBe(false);
  });

  it('match the service, ticket types and activities only where the contract names them', () => {
    expect(covers({ ...contract, serviceId: 5 }, work)).toBe(true);
    expect(covers({ ...contract, serviceId: 6 }, work)).toBe(false);
    expect(covers({ ...contract, ticketTypeIds: [7, 8] }, work)).toBe(true);
    expect(covers({ ...contract, ticketTypeIds: [8] }, work)).toBe(false);
    expect(covers({ ...contract, ticketTypeIds: [8] }, { ...work, ticketTypeId: null })).toBe(false);
    expect(covers({ ...contract, activityIds: [3] }, work)).toBe(true);
    expect(covers({ ...contract, activityIds: [4] }, work)).toBe(false);
  });

  it('deduct from the longest running covering contract, then the oldest', () => {
    const later = { ...contract, id: 2, startDate: '2026-02-01' };
    const other = { ...contract, id: 3, companyIds: [99] };
    expect(coveringContract([later, other, contract], work)?.id).toBe(1);
    expect(coveringContract([later, { ...contract, id: 4, startDate: '2026-02-01' }], work)?.id).toBe(2);
    expect(coveringContract([other], work)).toBeNull();
  });
});

describe('contract time on the invoice', () => {
  const base = { spentMinutes: 60, billedMinutes: 60, usedBefore: 0, bundleMinutes: 120, hourlyRate: 0, extraRate: 90 };

  it('price time inside the bundle at the hourly rate and beyond it at the extra rate', () => {
    expect(contractTimeLine(base)).toEqual({ insideMinutes: 60, outsideMinutes: 0, quantity: 1, price: 0, split: false });
    expect(contractTimeLine({ ...base, hourlyRate: 40 })).toMatchObject({ quantity: 1, price: 40 });
    expect(contractTimeLine({ ...base, usedBefore: 120, spentMinutes: 88, billedMinutes: 90 })).toEqual({ insideMinutes: 0, outsideMinutes: 90, quantity: 1.5, price: 90, split: false });
    expect(contractTimeLine({ ...base, usedBefore: 200 })).toMatchObject({ outsideMinutes: 60, price: 90 });
  });

  it('split time that crosses the end of the bundle into one line of the exact amount', () => {
    // 30 minutes left in the bundle, 90 minutes spent: 30 inside at 40, 60 beyond at 90.
    expect(contractTimeLine({ ...base, usedBefore: 90, spentMinutes: 90, billedMinutes: 90, hourlyRate: 40 })).toEqual({
      insideMinutes: 30,
      outsideMinutes: 60,
      quantity: 1,
      price: 110,
      split: true,
    });
    // The rounding up counts inside the bundle: 17 spent, 20 billed, 7 beyond.
    expect(contractTimeLine({ ...base, usedBefore: 110, spentMinutes: 17, billedMinutes: 20, extraRate: 60 })).toEqual({
      insideMinutes: 13,
      outsideMinutes: 7,
      quantity: 1,
      price: 7,
      split: true,
    });
    // Exactly filling the bundle is all inside.
    expect(contractTimeLine({ ...base, usedBefore: 60 })).toMatchObject({ outsideMinutes: 0, split: false });
  });
});

describe('automatic top-up', () => {
  it('buy once when the remaining drops below the threshold, not again until it went back up', () => {
    expect(topUpDecision({ remainingMinutes: 180, belowHours: 2, armed: true })).toEqual({ buy: false, armed: true });
    expect(topUpDecision({ remainingMinutes: 120, belowHours: 2, armed: true })).toEqual({ buy: false, armed: true });
    expect(topUpDecision({ remainingMinutes: 119, belowHours: 2, armed: true })).toEqual({ buy: true, armed: false });
    // A card too small to lift it above the threshold: no second buy on the next registration.
    expect(topUpDecision({ remainingMinutes: 100, belowHours: 2, armed: false })).toEqual({ buy: false, armed: false });
    expect(topUpDecision({ remainingMinutes: -30, belowHours: 2, armed: false })).toEqual({ buy: false, armed: false });
    // Back above (a bought card, a deleted registration) and down again: a new crossing.
    expect(topUpDecision({ remainingMinutes: 200, belowHours: 2, armed: false })).toEqual({ buy: false, armed: true });
    expect(topUpDecision({ remainingMinutes: 60, belowHours: 2, armed: true })).toEqual({ buy: true, armed: false });
  });

  it('treat a threshold of zero as buying once the hours run out', () => {
    expect(topUpDecision({ remainingMinutes: 0, belowHours: 0, armed: true })).toEqual({ buy: false, armed: true });
    expect(topUpDecision({ remainingMinutes: -1, belowHours: 0, armed: true })).toEqual({ buy: true, armed: false });
  });
});
