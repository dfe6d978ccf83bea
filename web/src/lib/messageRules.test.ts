import { describe, expect, it } from 'vitest';
import { canSendTo, defaultRecipient, draftKey, maskTimeEntry, parseTimeEntry, pickFiles, recipientProblem, splitRecipients, timeEntryProblem } from './messageRules';

describe('recipients', () => {
  it('split on commas and semicolons, trimmed', () => {
    expect(splitRecipients(' a@b.nl;c@d.nl , ,e@f.nl ')).toEqual(['a@b.nl', 'c@d.nl', 'e@f.nl']);
  });

  it('give the first problem as the toast says it', () => {
    expect(recipientProblem({ to: [], cc: [], bcc: [] })).toBe('Geen ontvanger gekozen.');
    expect(recipientProblem({ to: ['x'], cc: [], bcc: [] })).toBe('Er is een ongeldige ontvanger bij Aan ingevoerd.');
    expect(recipientProblem({ to: ['a@b.nl'], cc: ['x'], bcc: [] })).toBe('Er is een ongeldige ontvanger bij CC ingevoerd.');
    expect(recipientProblem({ to: ['a@b.nl'], cc: [], bcc: ['y@'] })).toBe('Er is een ongeldige ontvanger bij BCC ingevoerd.');
    expect(recipientProblem({ to: ['a@b.nl'], cc: ['c@d.nl'], bcc: [] })).toBeNull();
  });
});

describe('time entry', () => {
  it('reads hh:mm:ss and hh:mm as minutes, seconds rounded up', () => {
    expect(parseTimeEntry('')).toBe(0);
    expect(parseTimeEntry('01:30:00')).toBe(90);
    expect(parseTimeEntry('00:10:01')).toBe(11);
    expect(parseTimeEntry('02:15')).toBe(135);
    expect(parseTimeEntry('24:00:00')).toBe(1440);
    expect(parseTimeEntry('24:00:01')).toBeNull();
    expect(parseTimeEntry('1:75')).toBeNull();
    expect(parseTimeEntry('een uur')).toBeNull();
  });

  it('masks typing as hh:mm:ss', () => {
    expect(maskTimeEntry('0130')).toBe('01:30');
    expect(maskTimeEntry('013000')).toBe('01:30:00');
    expect(maskTimeEntry('01:3a0:009')).toBe('01:30:00');
    expect(maskTimeEntry('0')).toBe('0');
  });

  it('needs an activity and a description with time', () => {
    expect(timeEntryProblem(0, null, '')).toBeNull();
    expect(timeEntryProblem(30, null, 'x')).toBe('Activiteit is verplicht bij het invoeren van tijd.');
    expect(timeEntryProblem(30, '4', ' ')).toBe('Beschrijving is verplicht bij het invoeren van tijd.');
    expect(timeEntryProblem(30, '4', 'Bellen')).toBeNull();
  });
});

describe('the Send button', () => {
  it('shows for a ticket whose client has an e-mail or that has an original sender, never for a template', () => {
    expect(canSendTo({ isTemplate: false, clientEmail: 'a@b.nl', originalEmailFrom: null })).toBe(true);
    expect(canSendTo({ isTemplate: false, clientEmail: null, originalEmailFrom: 'x@y.nl' })).toBe(true);
    expect(canSendTo({ isTemplate: false, clientEmail: ' ', originalEmailFrom: null })).toBe(false);
    expect(canSendTo({ isTemplate: true, clientEmail: 'a@b.nl', originalEmailFrom: 'x@y.nl' })).toBe(false);
  });

  it('addresses the original sender first, else the client', () => {
    expect(defaultRecipient({ isTemplate: false, clientEmail: 'a@b.nl', originalEmailFrom: 'x@y.nl' })).toBe('x@y.nl');
    expect(defaultRecipient({ isTemplate: false, clientEmail: 'a@b.nl', originalEmailFrom: null })).toBe('a@b.nl');
  });
});

describe('pickFiles', () => {
  const mb = 1024 * 1024;

  it('refuses executables and skips names already taken', () => {
    const result = pickFiles([{ name: 'Rapport.pdf', size: 1 }], [
      { name: 'rapport.pdf', size: 1 },
      { name: 'setup.EXE', size: 1 },
      { name: 'foto.png', size: 1 },
      { name: 'FOTO.png', size: 1 },
    ]);
    expect(result).toEqual({ accepted: [{ name: 'foto.png', size: 1 }], executable: true, tooLarge: false });
  });

  it('refuses scripts and installers as the server does, also behind trailing dots and spaces', () => {
    for (const name of ['a.ps1', 'b.vbs', 'c.msi', 'd.js', 'e.hta', 'evil.exe.', 'evil.exe ']) expect(pickFiles([], [{ name, size: 1 }]).executable, name).toBe(true);
    expect(pickFiles([], [{ name: 'data.json', size: 1 }, { name: 'notes.txt.', size: 1 }]).executable).toBe(false);
  });

  it('refuses the whole choice when it passes 32 MB in total', () => {
    expect(pickFiles([{ name: 'a', size: 20 * mb }], [{ name: 'b', size: 13 * mb }])).toEqual({ accepted: [], executable: false, tooLarge: true });
    expect(pickFiles([{ name: 'a', size: 20 * mb }], [{ name: 'b', size: 12 * mb }]).accepted).toHaveLength(1);
  });
});

describe('drafts', () => {
  it('are kept per user, type and id', () => {
    expect(draftKey(3, 'tickets', 42)).toBe('balie.draft.3.tickets.42');
    expect(draftKey(4, 'tickets', 42)).not.toBe(draftKey(3, 'tickets', 42));
  });
});
