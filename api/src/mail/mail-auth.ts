import { authenticate, type AuthenticateResult, type DNSResolver } from 'mailauth';

export type { DNSResolver } from 'mailauth';

/** What messages.mail_auth keeps of the checks: each result, and the Authentication-Results header. */
export interface MailAuthSummary {
  spf: string | null;
  dkim: string[];
  dmarc: string | null;
  header: string;
}

export function summarize(result: AuthenticateResult): MailAuthSummary {
  return {
    spf: result.spf ? (result.spf.status.result ?? null) : null,
    dkim: (result.dkim.results ?? []).map((entry) => String(entry.status.result)),
    dmarc: result.dmarc ? (result.dmarc.status.result ?? null) : null,
    header: result.headers,
  };
}

/** A failed DMARC, or a failed SPF or DKIM that DMARC did not make good: the sender may be forged. */
export function mailAuthFailed(summary: MailAuthSummary): boolean {
  if (summary.dmarc === 'fail') return true;
  if (summary.dmarc === 'pass') return false;
  return summary.spf === 'fail' || summary.spf === 'softfail' || summary.dkim.includes('fail');
}

export interface MailAuthInput {
  ip?: string;
  helo?: string;
  sender?: string;
  mta: string;
  /** Answers the DNS questions; tests pass one that never reaches real DNS. */
  resolver?: DNSResolver;
}

/** A DNS server that does not answer must not hold up taking the mail: the checks then count as not run. */
export const MAIL_AUTH_TIMEOUT_MS = 10_000;

/** SPF, DKIM and DMARC of a received mail; null when the checks themselves could not run in time. */
export async function checkMailAuth(raw: Buffer, input: MailAuthInput, timeoutMs = MAIL_AUTH_TIMEOUT_MS): Promise<MailAuthSummary | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    const checked = authenticate(raw, { ...input, disableArc: true, disableBimi: true }).then(summarize);
    return await Promise.race([checked, late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
