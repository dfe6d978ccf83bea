import { describe, expect, it } from 'vitest';
import { PerCallerLimit } from './per-caller-limit.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('PerCallerLimit', () => {
  it('keeps a caller at its number of calls in flight, and others are not held up by it', async () => {
    const limit = new PerCallerLimit(2);
    const release = gate();
    let running = 0;
    let most = 0;
    const floods = Array.from({ length: 6 }, () =>
      limit.run('flooder', async () => {
        running += 1;
        most = Math.max(most, running);
        await release.opened;
        running -= 1;
      }),
    );
    // The flooder's calls are all waiting on the gate, yet another caller's call runs at once.
    await expect(limit.run('reader', async () => 'served')).resolves.toBe('served');
    expect(most).toBe(2);
    release.open();
    await Promise.all(floods);
    expect(most).toBe(2);
  });
});
