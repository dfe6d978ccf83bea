/** Time amounts of tasks and time registrations. */

/** Registrations are billed in steps of five minutes, always rounded up. */
export const ROUNDING_MINUTES = 5;

export const roundUpMinutes = (minutes: number) => Math.ceil(minutes / ROUNDING_MINUTES) * ROUNDING_MINUTES;

/** At most 24 hours in one registration. */
export const MAX_MINUTES_PER_REGISTRATION = 1440;

export const TOO_MUCH_TIME = 'Er kan maximaal 24 uur in een dag geregistreerd worden.';

const CLOCK = /^(\d{2}):([0-5]\d)$/;

/** A task's estimate "hh:mm" in minutes, or null when it is not written that way. */
export function estimateMinutes(value: string): number | null {
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const ESTIMATE_FORMAT = 'Geschatte tijd moet als uu:mm ingevuld worden.';
