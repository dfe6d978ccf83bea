import { describe, expect, it } from 'vitest';
import { checkMailAuth, mailAuthFailed } from './mail-auth.ts';

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

const mail = Buffer.from(
  ['From: Boekhouding <factuur@klant.nl>', 'To: support@demo.nl', 'Subject: Factuur', 'Message-ID: <f-1@klant.nl>', '', 'Zie bijlage.', ''].join('\r\n'),
);

describe('checkMailAuth', () => {
  it('finds a sender the domain does not allow: SPF and DMARC fail', async () => {
    const records: Record<string, string[][]> = {
      'klant.nl': [['v=spf1 ip4:192.0.2.1 -all']],
      '_dmarc.klant.nl': [['v=DMARC1; p=reject']],
    };
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && records[name]) return records[name];
      throw Object.assign(new Error(`${type} ${name}`), { code: 'ENOTFOUND' });
    };
    const summary = await checkMailAuth(mail, { ip: '198.51.100.7', helo: 'mx.elders.example', sender: 'factuur@klant.nl', mta: 'balie.test', resolver });
    expect(summary).toMatchObject({ spf: 'fail', dmarc: 'fail' });
    expect(mailAuthFailed(summary!)).toBe(true);
    expect(summary!.header).toContain('spf=fail');
  });

  it('gives up on a DNS server that does not answer, so the mail is still taken', async () => {
    const silent = () => new Promise<never>(() => {});
    await expect(checkMailAuth(mail, { ip: '198.51.100.7', sender: 'factuur@klant.nl', mta: 'balie.test', resolver: silent }, 50)).resolves.toBeNull();
  });
});
