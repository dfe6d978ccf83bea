import { MAX_MINUTES_PER_REGISTRATION } from '../resources/core/durations.ts';
import { isEmail } from '../resources/input.ts';

/** The texts of core §5 "Sending a message", verbatim, and the few the spec leaves to us. */
export const SEND_TEXTS = {
  noRecipient: 'Geen ontvanger gekozen.',
  invalidTo: 'Er is een ongeldige ontvanger bij Aan ingevoerd.',
  invalidCc: 'Er is een ongeldige ontvanger bij CC ingevoerd.',
  invalidBcc: 'Er is een ongeldige ontvanger bij BCC ingevoerd.',
  activityRequired: 'Activiteit is verplicht bij het invoeren van tijd.',
  descriptionRequired: 'Beschrijving is verplicht bij het invoeren van tijd.',
  invalidTime: 'Vul de bestede tijd in minuten in (1 tot 1440).',
  required: (label: string) => `${label} is verplicht.`,
  requiredList: (label: string) => `${label} zijn verplicht.`,
  executable: 'Executable files zijn niet toegestaan',
  tooLarge: 'Max. 32MB totaal',
  unknownAction: 'Onbekende actie.',
  noNotificationOff: 'Sluiten zonder melding is niet ingeschakeld.',
  tasksOpen: (done: number, total: number) => `Het ticket kan pas gesloten worden als alle taken af zijn (${done}/${total}).`,
  noSmtp: 'Er is geen mailserver ingesteld: berichten kunnen niet per e-mail verstuurd worden. Notities opslaan kan wel.',
  noClosedStatus: 'Er is geen status om het ticket mee te sluiten.',
  unknownAttachment: 'Een gekozen bijlage bestaat niet.',
  noFile: 'Kies een bestand.',
  sent: 'Bericht verzonden!',
  notSent: 'Bericht niet verzonden!',
  alreadySent: 'Dit bericht is al verzonden.',
  notAMail: 'Alleen berichten aan een klant kunnen opnieuw verzonden worden.',
} as const;

/** 32 MB of attachments per message (core §5). */
export const MAX_ATTACHMENT_BYTES = 32 * 1024 * 1024;
/** Files a double click runs on Windows, macOS or Linux. */
export const EXECUTABLE_EXTENSIONS = [
  'exe', 'bat', 'cmd', 'sh', 'com', 'scr', 'jar', 'ps1', 'psm1', 'vbs', 'vbe', 'msi', 'msp', 'js', 'jse', 'hta', 'wsf', 'wsh', 'pif', 'cpl', 'reg', 'lnk', 'app', 'command',
] as const;
/** Images the editor can place in the text (core §5). */
export const INLINE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'jpe', 'jfi', 'jif', 'jfif', 'png', 'gif', 'bmp'] as const;

export type SendVariant = 'no_change' | 'close' | 'close_no_notification';
export type MessageAction = { kind: 'note' } | { kind: 'send'; variant: SendVariant };

/**
 * `note`, or `send` with an optional suffix (core §7): send, send_no_change, send_visible,
 * send_close, send_close_no_notification. Null for anything else.
 */
export function parseAction(value: unknown): MessageAction | null {
  if (value === undefined || value === null || value === '' || value === 'note') return { kind: 'note' };
  if (typeof value !== 'string') return null;
  const match = /^send(?:[_-](visible|no_change|close|close_no_notification))?$/.exec(value);
  if (!match) return null;
  const suffix = match[1];
  return { kind: 'send', variant: suffix === 'close' || suffix === 'close_no_notification' ? suffix : 'no_change' };
}

/** A recipient field as a list: a string split on commas and semicolons, or a list of strings; trimmed, empties dropped. */
export function recipientList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.flatMap((entry) => (typeof entry === 'string' ? entry.split(/[,;]/) : [])) : typeof value === 'string' ? value.split(/[,;]/) : [];
  return parts.map((part) => part.trim()).filter(Boolean);
}

export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** At least one To; every To, CC and BCC a valid address. */
export function recipientErrors({ to, cc, bcc }: Recipients): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (to.length === 0) errors.to = [SEND_TEXTS.noRecipient];
  else if (!to.every(isEmail)) errors.to = [SEND_TEXTS.invalidTo];
  if (!cc.every(isEmail)) errors.cc = [SEND_TEXTS.invalidCc];
  if (!bcc.every(isEmail)) errors.bcc = [SEND_TEXTS.invalidBcc];
  return errors;
}

export interface TimeEntry {
  time_spent: number;
  activity_id: number | null;
  description: string;
}

/** Minutes from a number or text ('30') up to `max`; 0 and absent mean no time entered. Null for anything unreadable or above `max`. */
export function parseMinutes(value: unknown, max = MAX_MINUTES_PER_REGISTRATION): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const number = typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= max ? number : null;
}

/** With time entered, an activity and a description are required (core §5). */
export function timeEntryErrors(entry: TimeEntry): Record<string, string[]> {
  if (entry.time_spent === 0) return {};
  const errors: Record<string, string[]> = {};
  if (entry.activity_id === null) errors.activity_id = [SEND_TEXTS.activityRequired];
  if (entry.description.trim() === '') errors.description = [SEND_TEXTS.descriptionRequired];
  return errors;
}

export interface RequiredField {
  field: string;
  label: string;
}

/** The entries of ticketing.ticket_fields_config that name a field and a label; anything else is ignored. */
export function requiredFieldsOf(config: unknown): RequiredField[] {
  if (!Array.isArray(config)) return [];
  return config.flatMap((entry) =>
    typeof entry === 'object' && entry !== null && typeof entry.field === 'string' && entry.field !== ''
      ? [{ field: entry.field, label: typeof entry.label === 'string' && entry.label.trim() !== '' ? entry.label.trim() : entry.field }]
      : [],
  );
}

/** '{label} is verplicht.' for an empty value, '{label} zijn verplicht.' for an empty list. */
export function requiredFieldErrors(fields: RequiredField[], values: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, label } of fields) {
    const value = values[field];
    if (Array.isArray(value)) {
      if (value.length === 0) errors[field] = [SEND_TEXTS.requiredList(label)];
    } else if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      errors[field] = [SEND_TEXTS.required(label)];
    }
  }
  return errors;
}

/** The lower-case extension of a file name, '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Windows drops trailing dots and spaces from a name, so `evil.exe.` and `evil.exe ` run as `evil.exe`. */
export const isExecutable = (name: string) => (EXECUTABLE_EXTENSIONS as readonly string[]).includes(extensionOf(name.replace(/[.\s]+$/, '')));

/** A file name as it is stored and mailed: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-255);
  return clean === '' ? 'bestand' : clean;
}

/** Keeps the first file of each name (case-insensitive); later files with a name already taken are skipped (core §5). */
export function withoutDuplicateNames<T extends { name: string }>(files: T[]): T[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = file.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const exceedsAttachmentLimit = (files: Array<{ size: number }>) => files.reduce((sum, file) => sum + file.size, 0) > MAX_ATTACHMENT_BYTES;
