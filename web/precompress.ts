import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats that shrink; images and fonts in the build are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/** Smaller files gain too little: a few hundred bytes, against the headers sent with them anyway. */
const MIN_BYTES = 512;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file in a folder, once at
 * build time, so the server sends them as they are without compressing per request. Returns the
 * files it compressed, relative to the folder.
 */
export function precompress(dir: string, prefix = ''): string[] {
  const done: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      done.push(...precompress(path, `${prefix}${name}/`));
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    done.push(`${prefix}${name}`);
  }
  return done;
}
