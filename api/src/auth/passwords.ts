import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: 2^15 × 8 blocks uses 32 MiB per hash; stored with the hash so it can be raised later. */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memoryFor = (N: number, r: number, p: number) => 128 * N * r * p + 1024 * 1024;

/** Format: scrypt$N$r$p$salt$hash (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: memoryFor(COST, BLOCK_SIZE, PARALLELISM) };
  const key = await derive(password, salt, options, KEY_LENGTH);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Refuse parameters that would let a tampered row exhaust memory.
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length < 16) return false;
  const key = await derive(password, salt, { N, r, p, maxmem: memoryFor(N, r, p) }, expected.length);
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/** A hash to check against when the user does not exist, so both answers take as long. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
