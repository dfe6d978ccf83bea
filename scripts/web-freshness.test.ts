import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildFreshness, webBuildFreshnessAt } from './web-freshness.ts';

describe('webBuildFreshness', () => {
  const inputs = [
    { path: 'web/src/main.tsx', mtimeMs: 1_000 },
    { path: 'package-lock.json', mtimeMs: 2_000 },
  ];

  it('is current when the build is newer than every input', () => {
    expect(webBuildFreshness(3_000, inputs)).toEqual({ current: true });
  });

  it('names the first input changed since the build', () => {
    expect(webBuildFreshness(1_500, inputs)).toEqual({ current: false, reason: 'package-lock.json is gewijzigd na de laatste build' });
    expect(webBuildFreshness(2_000, inputs)).toEqual({ current: false, reason: 'package-lock.json is gewijzigd na de laatste build' });
  });

  it('asks for a build when there is none', () => {
    expect(webBuildFreshness(null, [])).toEqual({ current: false, reason: 'web/dist/index.html ontbreekt' });
  });
});

describe('webBuildFreshnessAt', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (path: string, seconds: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), seconds, seconds);
  };

  it('looks at the files under web/src, the web configuration and the lockfile, not at relay artifacts', () => {
    root = mkdtempSync(join(tmpdir(), 'balie-fresh-'));
    file('web/src/screens/Tickets.tsx', 100);
    file('web/index.html', 100);
    file('package-lock.json', 100);
    file('web/dist/index.html', 200);
    // relay-compiler writes its artifacts during the build itself.
    file('web/src/__generated__/TicketsQuery.graphql.ts', 300);
    expect(webBuildFreshnessAt(root)).toEqual({ current: true });

    file('web/src/screens/Tickets.tsx', 250);
    expect(webBuildFreshnessAt(root)).toEqual({ current: false, reason: 'web/src/screens/Tickets.tsx is gewijzigd na de laatste build' });
    file('web/dist/index.html', 260);
    file('web/vite.config.ts', 270);
    expect(webBuildFreshnessAt(root)).toEqual({ current: false, reason: 'web/vite.config.ts is gewijzigd na de laatste build' });
  });

  it('asks for a build of a checkout that has none', () => {
    root = mkdtempSync(join(tmpdir(), 'balie-fresh-'));
    file('web/src/main.tsx', 100);
    expect(webBuildFreshnessAt(root)).toEqual({ current: false, reason: 'web/dist/index.html ontbreekt' });
  });
});
