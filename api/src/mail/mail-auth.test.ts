import { describe, expect, it } from 'vitest';
import { mailAuthFailed } from './mail-auth.ts';

const summary = (spf: string | null, dkim: string[], dmarc: string | null) => ({ spf, dkim, dmarc, header: '' });

describe('mailAuthFailed', () => {
  it('fails on a failed DMARC whatever else passed', () => {
    expect(mailAuthFailed(summary('pass', ['pass'], 'fail'))).toBe(true);
  });

  it('lets a DMARC pass make good a failed SPF or DKIM', () => {
    expect(mailAuthFailed(summary('fail', ['fail', 'pass'], 'pass'))).toBe(false);
  });

  it('fails on SPF fail or softfail, or a failed DKIM, without DMARC', () => {
    expect(mailAuthFailed(summary('fail', [], null))).toBe(true);
    expect(mailAuthFailed(summary('softfail', [], 'none'))).toBe(true);
    expect(mailAuthFailed(summary('none', ['fail'], null))).toBe(true);
  });

  it('does not fail on neutral, none or temporary results', () => {
    expect(mailAuthFailed(summary('none', ['none'], 'none'))).toBe(false);
    expect(mailAuthFailed(summary('temperror', [], null))).toBe(false);
    expect(mailAuthFailed(summary('pass', ['neutral'], null))).toBe(false);
  });
});
