import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of vite's build manifest (build.manifest: true), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The page's entry: what index.html loads. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

/**
 * The chunk a module is loaded in: its own (keyed by the module), or, when other screens import the
 * module too, the shared chunk named after it that the router's dynamic import points at.
 */
export function chunkOf(manifest: Manifest, src: string): string {
  if (manifest[src]) return src;
  const name = src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const shared = [...dynamic].filter((key) => key.startsWith(`_${name}-`) && manifest[key]?.name === name);
  if (shared.length !== 1) throw new Error(`${src} is not loaded on its own (${shared.length} candidate chunks)`);
  return shared[0] as string;
}

/**
 * The chunks a screen downloads: the given chunks and everything they import statically (what the
 * browser must have before they run). Dynamic imports load later, when their route is entered.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JavaScript and CSS files of a set of chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort();
}

export interface Transfer {
  raw: number;
  /** Over the wire: the .br copy the server sends, or the file itself when too small to compress. */
  brotli: number;
}

export function transferOf(dist: string, files: readonly string[]): Transfer {
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const path = join(dist, file);
    const size = statSync(path).size;
    raw += size;
    brotli += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : size;
  }
  return { raw, brotli };
}
