/**
 * Opening hours of a business-hour contract: per ISO weekday ('1' Monday … '7' Sunday) a list of
 * [from, to] periods in HH:mm, e.g. {"1": [["08:30", "12:00"], ["13:00", "17:00"]], ...}.
 */
export type WeekHours = Record<string, Array<[string, string]>>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAYS = new Set(['1', '2', '3', '4', '5', '6', '7']);

export const INVALID_HOURS = 'Openingstijden moeten per weekdag als van-tot in uu:mm ingevuld worden.';

/** Whether the value is a week of opening hours: known days, periods that run forward and do not overlap. */
export function isWeekHours(value: unknown): value is WeekHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const [day, periods] of Object.entries(value)) {
    if (!DAYS.has(day) || !Array.isArray(periods)) return false;
    let previousEnd = '';
    for (const period of periods) {
      if (!Array.isArray(period) || period.length !== 2) return false;
      const [from, to] = period;
      if (typeof from !== 'string' || typeof to !== 'string' || !CLOCK.test(from) || !CLOCK.test(to)) return false;
      if (from >= to || from < previousEnd) return false;
      previousEnd = to;
    }
  }
  return true;
}
