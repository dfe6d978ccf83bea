import { Writable } from 'node:stream';

/** A log destination that keeps every JSON line, for tests that read what a service logged. */
export function logLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    destination,
    /** Everything logged so far, as one text (to look for leaks). */
    text: () => lines.join('\n'),
    /** The parsed lines so far. */
    entries: (): Array<Record<string, any>> => lines.map((line) => JSON.parse(line)),
  };
}

/** The value of one Prometheus sample line (name with its labels as written), or undefined. */
export function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
