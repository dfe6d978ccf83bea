import { describe, expect, it } from 'vitest';
import { subjectFilterAddress } from './subjectFilter';

const filtersOf = (address: string) => JSON.parse(new URL(address, 'http://x').searchParams.get('f') ?? '{}');

describe('subjectFilterAddress', () => {
  it('turns subject_id and subject_type into the list filters', () => {
    const address = subjectFilterAddress(new URL('http://x/activity-log?subject_id=12&subject_type=companies'))!;
    expect(address.startsWith('/activity-log?')).toBe(true);
    expect(new URL(address, 'http://x').searchParams.has('subject_id')).toBe(false);
    expect(filtersOf(address)).toEqual({ subject: '12', subjectType: ['companies'] });
  });

  it('keeps other filters and drops the page', () => {
    const address = subjectFilterAddress(new URL(`http://x/activity-log?page=3&f=${encodeURIComponent('{"event":["updated"]}')}&subject_id=4&subject_type=project-phases`))!;
    expect(filtersOf(address)).toEqual({ event: ['updated'], subject: '4', subjectType: ['project-phases'] });
    expect(new URL(address, 'http://x').searchParams.has('page')).toBe(false);
  });

  it('ignores garbage values but still leaves a list address', () => {
    const address = subjectFilterAddress(new URL('http://x/activity-log?subject_id=abc&subject_type=DROP%20TABLE'))!;
    expect(filtersOf(address)).toEqual({});
    expect(new URL(address, 'http://x').searchParams.get('perPage')).toBe('15');
  });

  it('leaves a plain list address alone', () => {
    expect(subjectFilterAddress(new URL('http://x/activity-log?perPage=25'))).toBeNull();
  });
});
