// A service's secrets may each be given as NAME, or as NAME_FILE naming a file that holds it (Docker
// and Kubernetes secrets), so it never shows in the container's environment. Each service lists its own.
import { readFileSync } from 'node:fs';

type Read = (path: string) => string;
const readText: Read = (path) => readFileSync(path, 'utf8');

/** NAME when set, else the contents of the file NAME_FILE names without its closing line break; undefined when neither is set. */
export function secretFromEnv(env: NodeJS.ProcessEnv, name: string, read: Read = readText): string | undefined {
  if (env[name] !== undefined && env[name] !== '') return env[name];
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  try {
    return read(file).replace(/[\r\n]+$/, '');
  } catch (error) {
    throw new Error(`${name}_FILE: ${file} is niet te lezen (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
}

/** Puts every secret given only as a file into env, so the rest of the service reads env as it always does. */
export function loadSecretFiles(env: NodeJS.ProcessEnv, names: readonly string[], read: Read = readText): void {
  for (const name of names) {
    const value = secretFromEnv(env, name, read);
    if (value !== undefined) env[name] = value;
  }
}
