import { describe, expect, it } from 'vitest';
import { mailAuthSummary } from './mailAuth';

describe('mailAuthSummary', () => {
  it('names each check with its outcome, in a fixed order', () => {
    expect(mailAuthSummary({ dmarc: { result: 'fail', policy: 'reject' }, spf: { result: 'softfail' }, dkim: { result: 'pass' } })).toBe(
      'SPF: softfail · DKIM: pass · DMARC: fail',
    );
  });

  it('reads plain strings, nested statuses and one result per DKIM signature', () => {
    expect(mailAuthSummary({ spf: 'fail', dkim: { results: [{ status: { result: 'pass' } }, { status: { result: 'fail' } }] }, dmarc: { status: { result: 'fail' } } })).toBe(
      'SPF: fail · DKIM: pass, fail · DMARC: fail',
    );
  });

  it('leaves out checks without an outcome, and gives null when none has one', () => {
    expect(mailAuthSummary({ spf: { result: 'fail' }, dkim: {} })).toBe('SPF: fail');
    expect(mailAuthSummary({ arc: { result: 'pass' } })).toBeNull();
    expect(mailAuthSummary(null)).toBeNull();
    expect(mailAuthSummary('fail')).toBeNull();
  });
});
