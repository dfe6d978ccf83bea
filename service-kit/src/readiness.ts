// The pure part of /ready for both services: how the outcome of each check becomes the answer a load
// balancer reads. Each service names its own checks (database, redis, bestanden, api, ...).

/** What one check found; Dutch, as an operator reads it in the body. */
export type CheckOutcome = 'ok' | 'onbereikbaar';

export interface ReadinessBody {
  status: 'gereed' | 'niet gereed';
  checks: Record<string, CheckOutcome | 'wordt afgesloten'>;
  /** Names what is not reachable, or that the process is shutting down. */
  message?: string;
}

export interface ReadinessAnswer {
  statusCode: 200 | 503;
  body: ReadinessBody;
}

export const readinessTexts = {
  unreachable: (names: string[]) => `Niet bereikbaar: ${names.join(', ')}.`,
  draining: 'De dienst wordt afgesloten en neemt geen nieuw werk meer aan.',
};

/** 200 only when every check is ok and the process is not draining; 503 naming what is not. */
export function readinessAnswer(results: Record<string, boolean>, draining: boolean): ReadinessAnswer {
  const checks: ReadinessBody['checks'] = {};
  for (const [name, ok] of Object.entries(results)) checks[name] = ok ? 'ok' : 'onbereikbaar';
  const failing = Object.keys(results).filter((name) => !results[name]);
  if (draining) {
    checks.proces = 'wordt afgesloten';
    return { statusCode: 503, body: { status: 'niet gereed', checks, message: readinessTexts.draining } };
  }
  if (failing.length > 0) return { statusCode: 503, body: { status: 'niet gereed', checks, message: readinessTexts.unreachable(failing) } };
  return { statusCode: 200, body: { status: 'gereed', checks } };
}

/** Runs every check at once; one that fails or takes longer than timeoutMs counts as unreachable. */
export async function runChecks(checks: Record<string, () => Promise<unknown>>, timeoutMs: number): Promise<Record<string, boolean>> {
  const names = Object.keys(checks);
  const outcomes = await Promise.all(names.map((name) => withinTime(checks[name], timeoutMs)));
  return Object.fromEntries(names.map((name, index) => [name, outcomes[index]]));
}

async function withinTime(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .then(
          () => true,
          () => false,
        ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
