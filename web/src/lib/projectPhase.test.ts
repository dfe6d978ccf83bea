import { describe, expect, it } from 'vitest';
import { isTimeLine, lineTimeStatus, phaseStep, totalTimeSpent } from './projectPhase';

describe('lineTimeStatus', () => {
  it('is within while the minutes spent fit in the hours', () => {
    expect(lineTimeStatus(0, 8)).toBe('within');
    expect(lineTimeStatus(480, 8)).toBe('within');
    expect(lineTimeStatus(89, 1.5)).toBe('within');
  });

  it('is over once more minutes are spent than the hours hold', () => {
    expect(lineTimeStatus(481, 8)).toBe('over');
    expect(lineTimeStatus(91, 1.5)).toBe('over');
    expect(lineTimeStatus(1, 0)).toBe('over');
  });
});

describe('totalTimeSpent', () => {
  it('sums the minutes of every line, missing ones as zero', () => {
    expect(totalTimeSpent([{ totalSpent: 30 }, { totalSpent: null }, {}, { totalSpent: 95 }])).toBe(125);
    expect(totalTimeSpent([])).toBe(0);
  });
});

describe('isTimeLine', () => {
  it('knows the hour types', () => {
    expect([1, 2, 3, 4, null].map(isTimeLine)).toEqual([false, true, true, false, false]);
  });
});

describe('phaseStep', () => {
  it('starts a phase that has not started and finishes a started one', () => {
    expect(phaseStep(1)).toEqual({ action: 'start', nextStatus: 2 });
    expect(phaseStep(2)).toEqual({ action: 'finish', nextStatus: 3 });
  });

  it('offers nothing for a finished or unknown phase', () => {
    expect(phaseStep(3)).toBeNull();
    expect(phaseStep(null)).toBeNull();
  });
});
