import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  exceedsAttachmentLimit,
  isExecutable,
  parseAction,
  parseMinutes,
  recipientErrors,
  recipientList,
  requiredFieldErrors,
  requiredFieldsOf,
  timeEntryErrors,
  withoutDuplicateNames,
} from './send-rules.ts';

describe('parseAction', () => {
  it('reads note and the send variants of core §7', () => {
    expect(parseAction(undefined)).toEqual({ kind: 'note' });
    expect(parseAction('note')).toEqual({ kind: 'note' });
    expect(parseAction('send')).toEqual({ kind: 'send', variant: 'no_change' });
    expect(parseAction('send_visible')).toEqual({ kind: 'send', variant: 'no_change' });
    expect(parseAction('send_no_change')).toEqual({ kind: 'send', variant: 'no_change' });
    expect(parseAction('send_close')).toEqual({ kind: 'send', variant: 'close' });
    expect(parseAction('send-close_no_notification')).toEqual({ kind: 'send', variant: 'close_no_notification' });
  });

  it.each(['wis', 'sendclose', 'send_', 42, {}])('refuses %j', (value) => {
    expect(parseAction(value)).toBeNull();
  });
});

describe('recipients', () => {
  it('split on commas and semicolons, trimmed, without empties', () => {
    expect(recipientList(' a@b.nl; c@d.nl ,, ;e@f.nl ')).toEqual(['a@b.nl', 'c@d.nl', 'e@f.nl']);
    expect(recipientList(['a@b.nl, c@d.nl', 3, ' '])).toEqual(['a@b.nl', 'c@d.nl']);
    expect(recipientList(null)).toEqual([]);
  });

  it('need one To and valid addresses everywhere', () => {
    expect(recipientErrors({ to: [], cc: [], bcc: [] })).toEqual({ to: ['Geen ontvanger gekozen.'] });
    expect(recipientErrors({ to: ['x'], cc: ['y'], bcc: ['z@'] })).toEqual({
      to: ['Er is een ongeldige ontvanger bij Aan ingevoerd.'],
      cc: ['Er is een ongeldige ontvanger bij CC ingevoerd.'],
      bcc: ['Er is een ongeldige ontvanger bij BCC ingevoerd.'],
    });
    expect(recipientErrors({ to: ['klant@voorbeeld.nl'], cc: [], bcc: [] })).toEqual({});
  });
});

describe('time entry', () => {
  it('reads minutes, 0 meaning none', () => {
    expect(parseMinutes(undefined)).toBe(0);
    expect(parseMinutes('45')).toBe(45);
    expect(parseMinutes(1440)).toBe(1440);
    expect(parseMinutes(1441)).toBeNull();
    expect(parseMinutes('1,5')).toBeNull();
  });

  it('asks for an activity and a description only when time is entered', () => {
    expect(timeEntryErrors({ time_spent: 0, activity_id: null, description: '' })).toEqual({});
    expect(timeEntryErrors({ time_spent: 30, activity_id: null, description: ' ' })).toEqual({
      activity_id: ['Activiteit is verplicht bij het invoeren van tijd.'],
      description: ['Beschrijving is verplicht bij het invoeren van tijd.'],
    });
  });
});

describe('required ticket fields', () => {
  it('reads the config leniently', () => {
    expect(requiredFieldsOf([{ field: 'operator_id', label: 'Behandelaar' }, { field: 'x' }, { label: 'geen veld' }, 'los'])).toEqual([
      { field: 'operator_id', label: 'Behandelaar' },
      { field: 'x', label: 'x' },
    ]);
    expect(requiredFieldsOf(null)).toEqual([]);
  });

  it('says "is verplicht" for an empty value and "zijn verplicht" for an empty list', () => {
    const fields = [
      { field: 'operator_id', label: 'Behandelaar' },
      { field: 'categories', label: 'Categorieën' },
      { field: 'sla_id', label: 'SLA' },
    ];
    expect(requiredFieldErrors(fields, { operator_id: null, categories: [], sla_id: 3 })).toEqual({
      operator_id: ['Behandelaar is verplicht.'],
      categories: ['Categorieën zijn verplicht.'],
    });
    expect(requiredFieldErrors(fields, { operator_id: 1, categories: [{ id: 1 }], sla_id: 2 })).toEqual({});
  });
});

describe('attachments', () => {
  it('refuses executables by extension, whatever the case', () => {
    expect(['a.exe', 'b.BAT', 'c.cmd', 'd.sh', 'e.com', 'f.scr', 'g.jar'].every(isExecutable)).toBe(true);
    expect(['rapport.pdf', 'exe', 'script.shx', 'foto.png'].some(isExecutable)).toBe(false);
  });

  it('refuses scripts and installers, also behind trailing dots and spaces', () => {
    expect(['a.ps1', 'b.vbs', 'c.MSI', 'd.js', 'e.hta', 'f.jse', 'g.wsf', 'h.lnk'].every(isExecutable)).toBe(true);
    expect(['evil.exe.', 'evil.exe ', 'evil.exe. . ', 'evil.JS\t'].every(isExecutable)).toBe(true);
    expect(['data.json', 'notes.txt.', 'foto.jpg ', 'style.css', 'exe.', '.js'].some(isExecutable)).toBe(false);
  });

  it('skips later files with a name already taken', () => {
    expect(withoutDuplicateNames([{ name: 'A.pdf', n: 1 }, { name: 'a.pdf', n: 2 }, { name: 'b.pdf', n: 3 }]).map((file) => file.n)).toEqual([1, 3]);
  });

  it('allows 32 MB in total', () => {
    const mb = 1024 * 1024;
    expect(exceedsAttachmentLimit([{ size: 16 * mb }, { size: 16 * mb }])).toBe(false);
    expect(exceedsAttachmentLimit([{ size: 16 * mb }, { size: 16 * mb + 1 }])).toBe(true);
  });

  it('keeps file names without folders and control characters', () => {
    expect(cleanFileName('C:\\temp\\rap"port\u0007.pdf')).toBe('rapport.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('   ')).toBe('bestand');
  });
});
