import { nlMessageSending } from '../i18n/nl/messageSending';

/** Tag inputs split on commas and semicolons and are trimmed (core §5). */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
export const isEmailAddress = (value: string) => EMAIL.test(value) && value.length <= 254;

export interface Recipients {
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
}

/** The first problem with the recipients, as the toast of core §5 says it; null when they are fine. */
export function recipientProblem({ to, cc, bcc }: Recipients): string | null {
  const t = nlMessageSending.errors;
  if (to.length === 0) return t.noRecipient;
  if (!to.every(isEmailAddress)) return t.invalidTo;
  if (!cc.every(isEmailAddress)) return t.invalidCc;
  if (!bcc.every(isEmailAddress)) return t.invalidBcc;
  return null;
}

/** Time entered needs an activity and a description (core §5). */
export function timeEntryProblem(minutes: number, activityId: string | null, description: string): string | null {
  if (minutes === 0) return null;
  if (!activityId) return nlMessageSending.errors.activityRequired;
  if (description.trim() === '') return nlMessageSending.errors.descriptionRequired;
  return null;
}

/**
 * The message time entry hh:mm:ss (or hh:mm) in whole minutes, seconds rounded up; '' is 0.
 * Null when it cannot be read or exceeds 24 hours.
 */
export function parseTimeEntry(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const match = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]) + (match[3] && Number(match[3]) > 0 ? 1 : 0);
  return minutes <= 1440 ? minutes : null;
}

/** Typing into the hh:mm:ss mask: digits only, colons placed as you type. */
export function maskTimeEntry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.replace(/^(\d{2})(\d{1,2})?(\d{1,2})?$/, (_, h: string, m?: string, s?: string) => [h, m, s].filter(Boolean).join(':'));
}

export interface SendTarget {
  isTemplate: boolean;
  clientEmail: string | null | undefined;
  originalEmailFrom: string | null | undefined;
}

/** The Send button only for a ticket (not a template) whose client has an e-mail or that has an original sender. */
export const canSendTo = ({ isTemplate, clientEmail, originalEmailFrom }: SendTarget) => !isTemplate && Boolean(clientEmail?.trim() || originalEmailFrom?.trim());

/** Who a reply goes to by default: the original sender of the ticket, else its client. */
export const defaultRecipient = ({ clientEmail, originalEmailFrom }: SendTarget) => originalEmailFrom?.trim() || clientEmail?.trim() || null;

/** As the REST service refuses them (api/src/messages/send-rules.ts). */
export const EXECUTABLE_EXTENSIONS = [
  'exe', 'bat', 'cmd', 'sh', 'com', 'scr', 'jar', 'ps1', 'psm1', 'vbs', 'vbe', 'msi', 'msp', 'js', 'jse', 'hta', 'wsf', 'wsh', 'pif', 'cpl', 'reg', 'lnk', 'app', 'command',
];
export const INLINE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'jpe', 'jfi', 'jif', 'jfif', 'png', 'gif', 'bmp'];
export const MAX_ATTACHMENT_BYTES = 32 * 1024 * 1024;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Windows drops trailing dots and spaces, so `evil.exe.` runs as `evil.exe`. */
export const isExecutableFile = (name: string) => EXECUTABLE_EXTENSIONS.includes(extensionOf(name.replace(/[.\s]+$/, '')));
export const isInlineImage = (name: string) => INLINE_IMAGE_EXTENSIONS.includes(extensionOf(name));

export interface PickedFile {
  name: string;
  size: number;
}

/**
 * Which chosen files to upload next to those already attached: executables refused, a name
 * already taken skipped, and refused as a whole when the total would pass 32 MB (core §5).
 */
export function pickFiles<T extends PickedFile>(attached: readonly PickedFile[], chosen: readonly T[]): { accepted: T[]; executable: boolean; tooLarge: boolean } {
  const names = new Set(attached.map((file) => file.name.toLowerCase()));
  const accepted: T[] = [];
  let executable = false;
  for (const file of chosen) {
    if (isExecutableFile(file.name)) {
      executable = true;
      continue;
    }
    if (names.has(file.name.toLowerCase())) continue;
    names.add(file.name.toLowerCase());
    accepted.push(file);
  }
  const total = [...attached, ...accepted].reduce((sum, file) => sum + file.size, 0);
  return total > MAX_ATTACHMENT_BYTES ? { accepted: [], executable, tooLarge: true } : { accepted, executable, tooLarge: false };
}

/** Where a draft is kept: per user, type and id (core §9). */
export const draftKey = (userId: number, type: string, id: number) => `balie.draft.${userId}.${type}.${id}`;
