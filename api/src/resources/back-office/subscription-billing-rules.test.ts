import { describe, expect, it } from 'vitest';
import {
  addMonths,
  billingRun,
  changeBillingOf,
  changedQuantity,
  cycleMonths,
  daysBetween,
  hasPeriodsLeft,
  nextBillingDateOf,
  periodText,
  priceFor,
  proRataFactor,
  runningCyclePart,
  type SubscriptionTerms,
} from './subscription-billing-rules.ts';

const monthly: SubscriptionTerms = {
  periods: 1,
  period: 'month',
  startPeriod: '2026-12-01',
  nextBillingDate: '2026-12-01',
  billingStartDate: '2026-12-01',
  terminationDate: null,
  invoicePeriods: 1,
  billing: 'prorate',
};

describe('subscription billing calendar', () => {
  it('adds months and keeps the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-01', -3)).toBe('2025-12-01');
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('counts cycle months per period', () => {
    expect(cycleMonths(1, 'month')).toBe(1);
    expect(cycleMonths(1, 'quarter')).toBe(3);
    expect(cycleMonths(2, 'half_year')).toBe(12);
    expect(cycleMonths(1, 'year')).toBe(12);
    expect(() => cycleMonths(1, 'week')).toThrow();
  });

  it("resolves 'system' with the tenant setting", () => {
    expect(changeBillingOf('system', true)).toBe('prorate');
    expect(changeBillingOf('system', false)).toBe('no');
    expect(changeBillingOf('start_month', false)).toBe('start_month');
    expect(changeBillingOf('no', true)).toBe('no');
  });

  it('writes the period in Dutch', () => {
    expect(periodText('2026-12-01', '2026-12-31')).toBe('Periode 01-12-2026 t/m 31-12-2026');
  });
});

describe('a billing run', () => {
  it('bills one month ahead and moves both dates on', () => {
    expect(billingRun(monthly)).toEqual({
      billingDate: '2026-12-01',
      startPart: null,
      ahead: { from: '2026-12-01', until: '2026-12-31', factor: 1 },
      nextStartPeriod: '2027-01-01',
      nextBillingDate: '2027-01-01',
    });
  });

  it('bills invoice_periods cycles at once', () => {
    const run = billingRun({ ...monthly, invoicePeriods: 3 })!;
    expect(run.ahead).toEqual({ from: '2026-12-01', until: '2027-02-28', factor: 3 });
    expect(run.nextStartPeriod).toBe('2027-03-01');
  });

  it('bills quarters and years as one cycle each', () => {
    expect(billingRun({ ...monthly, period: 'quarter' })!.ahead).toEqual({ from: '2026-12-01', until: '2027-02-28', factor: 1 });
    const yearly = billingRun({ ...monthly, period: 'year', startPeriod: '2027-01-01', nextBillingDate: '2026-12-15', billingStartDate: '2027-01-01' })!;
    expect(yearly.ahead).toEqual({ from: '2027-01-01', until: '2027-12-31', factor: 1 });
    expect(yearly.nextBillingDate).toBe('2027-12-15');
  });

  it('keeps the billing date at the same distance before the period start', () => {
    expect(nextBillingDateOf('2026-11-25', '2026-12-01', '2027-01-01')).toBe('2026-12-26');
    expect(billingRun({ ...monthly, nextBillingDate: '2026-11-25' })!.nextBillingDate).toBe('2026-12-26');
  });

  it('bills a start inside the previous cycle per setting', () => {
    const started = { ...monthly, billingStartDate: '2026-11-16' };
    // 15 of November's 30 days.
    expect(billingRun(started)!.startPart).toEqual({ from: '2026-11-16', until: '2026-11-30', factor: 0.5 });
    expect(billingRun({ ...started, billing: 'start' })!.startPart).toEqual({ from: '2026-11-01', until: '2026-11-30', factor: 1 });
    expect(billingRun({ ...started, billing: 'no' })!.startPart).toBeNull();
    const quarterly = { ...started, period: 'quarter', billingStartDate: '2026-10-20', billing: 'start_month' as const };
    expect(billingRun(quarterly)!.startPart).toEqual({ from: '2026-10-01', until: '2026-11-30', factor: 2 / 3 });
  });

  it('bills no start part for a start on or before the previous cycle', () => {
    expect(billingRun({ ...monthly, billingStartDate: '2026-11-01' })!.startPart).toBeNull();
    expect(billingRun({ ...monthly, billingStartDate: '2019-03-01' })!.startPart).toBeNull();
  });

  it('stops at the termination date: by days when prorating, whole or by months otherwise', () => {
    const ending = { ...monthly, invoicePeriods: 3, terminationDate: '2027-01-15' };
    expect(billingRun(ending)!.ahead).toEqual({ from: '2026-12-01', until: '2027-01-15', factor: 1 + 15 / 31 });
    expect(billingRun({ ...ending, billing: 'start' })!.ahead).toEqual({ from: '2026-12-01', until: '2027-01-31', factor: 2 });
    expect(billingRun({ ...ending, billing: 'no' })!.ahead).toEqual({ from: '2026-12-01', until: '2027-01-31', factor: 2 });
    const quarter = { ...monthly, period: 'quarter', terminationDate: '2027-01-10', billing: 'start_month' as const };
    expect(billingRun(quarter)!.ahead).toEqual({ from: '2026-12-01', until: '2027-01-31', factor: 2 / 3 });
    expect(billingRun({ ...monthly, terminationDate: '2026-12-31' })!.ahead).toEqual({ from: '2026-12-01', until: '2026-12-31', factor: 1 });
  });

  it('bills nothing after the termination date', () => {
    expect(billingRun({ ...monthly, terminationDate: '2026-11-30' })).toBeNull();
    expect(hasPeriodsLeft({ startPeriod: '2026-12-01', terminationDate: '2026-12-01' })).toBe(true);
    expect(hasPeriodsLeft({ startPeriod: '2026-12-01', terminationDate: null })).toBe(true);
  });
});

describe('pro rata', () => {
  it('shares a cycle by days', () => {
    expect(proRataFactor('2026-02-15', '2026-02-28', '2026-02-01', '2026-03-01')).toBe(0.5);
    expect(proRataFactor('2026-12-01', '2026-12-31', '2026-12-01', '2027-01-01')).toBe(1);
  });

  it('bills a changed line from its pro-rata date up to the next period', () => {
    expect(runningCyclePart('2026-12-01', 1, '2026-11-21', 'prorate')).toEqual({ from: '2026-11-21', until: '2026-11-30', factor: 10 / 30 });
    expect(runningCyclePart('2026-12-01', 1, '2026-11-21', 'start')).toEqual({ from: '2026-11-01', until: '2026-11-30', factor: 1 });
    expect(runningCyclePart('2026-12-01', 1, '2026-11-21', 'no')).toBeNull();
    expect(runningCyclePart('2026-12-01', 1, '2026-12-01', 'prorate')).toBeNull();
    // A date before the running cycle counts from its start.
    expect(runningCyclePart('2026-12-01', 1, '2026-09-01', 'prorate')).toEqual({ from: '2026-11-01', until: '2026-11-30', factor: 1 });
    expect(runningCyclePart('2027-01-01', 12, '2026-12-01', 'start_month')).toEqual({ from: '2026-12-01', until: '2026-12-31', factor: 1 / 12 });
  });

  it('bills the quantity difference since the last run', () => {
    expect(changedQuantity(12, 10)).toBe(2);
    expect(changedQuantity(8, 10)).toBe(-2);
    expect(changedQuantity(5, null)).toBe(5);
  });

  it('prices a span to cents', () => {
    expect(priceFor(30, 3)).toBe(90);
    expect(priceFor(100, 10 / 30)).toBe(33.33);
    expect(priceFor(19.99, 0.5)).toBe(10);
    expect(priceFor(-30, 0.5)).toBe(-15);
  });
});
