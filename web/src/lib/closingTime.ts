// Whether closing a ticket asks for the time spent first: apart from the time rules, as every ticket's
// close button needs it and the time dialog only loads when it opens.

export type AskBeforeClosing = 'never' | 'only_missing' | 'always';

/** The config app.ask_time_registration_before_closing: never, only_missing, anything else always. */
export function askBeforeClosingSetting(value: unknown): AskBeforeClosing {
  return value === 'never' || value === 'only_missing' ? value : 'always';
}

/** Whether closing a ticket first opens the time dialog. */
export function asksTimeBeforeClosing(value: unknown, registrations: number): boolean {
  const setting = askBeforeClosingSetting(value);
  return setting === 'always' || (setting === 'only_missing' && registrations === 0);
}
