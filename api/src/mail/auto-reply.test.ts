import { describe, expect, it } from 'vitest';
import { autoReplyReason } from './auto-reply.ts';

const person = { from: 'jan@klant.nl', envelopeFrom: 'jan@klant.nl' };

describe('autoReplyReason', () => {
  it('lets a person\'s mail through', () => {
    expect(autoReplyReason({ ...person, headers: { 'content-type': 'multipart/alternative; boundary=x' } })).toBeNull();
    expect(autoReplyReason({ ...person, headers: { 'auto-submitted': 'no' } })).toBeNull();
    expect(autoReplyReason({ ...person, headers: { precedence: 'first-class' } })).toBeNull();
    expect(autoReplyReason({ from: 'jan@klant.nl', envelopeFrom: null, headers: {} })).toBeNull();
  });

  it('recognises Auto-Submitted other than no', () => {
    expect(autoReplyReason({ ...person, headers: { 'auto-submitted': 'auto-replied' } })).toBe('Auto-Submitted: auto-replied');
    expect(autoReplyReason({ ...person, headers: { 'auto-submitted': ' Auto-Generated ' } })).toBe('Auto-Submitted: auto-generated');
  });

  it('recognises bulk, junk, list and auto_reply precedence', () => {
    for (const value of ['bulk', 'junk', 'list', 'auto_reply', 'BULK']) {
      expect(autoReplyReason({ ...person, headers: { precedence: value } })).toBe(`Precedence: ${value.toLowerCase()}`);
    }
  });

  it('recognises X-Autoreply and its relatives', () => {
    expect(autoReplyReason({ ...person, headers: { 'x-autoreply': 'yes' } })).toBe('x-autoreply gezet');
    expect(autoReplyReason({ ...person, headers: { 'x-autorespond': '' } })).toBe('x-autorespond gezet');
  });

  it('recognises bounces: an empty envelope sender, mailer-daemon, postmaster, a delivery report', () => {
    expect(autoReplyReason({ from: 'jan@klant.nl', envelopeFrom: '', headers: {} })).toBe('Lege afzender (bounce)');
    expect(autoReplyReason({ from: 'MAILER-DAEMON@mx.klant.nl', envelopeFrom: 'x@klant.nl', headers: {} })).toBe('Systeemafzender MAILER-DAEMON@mx.klant.nl');
    expect(autoReplyReason({ from: 'jan@klant.nl', envelopeFrom: 'postmaster@klant.nl', headers: {} })).toBe('Systeemafzender postmaster@klant.nl');
    expect(autoReplyReason({ ...person, headers: { 'content-type': 'multipart/report; report-type=delivery-status' } })).toBe('Afleverbericht (multipart/report)');
  });
});
