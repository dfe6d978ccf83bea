// `npm start`'s first step: builds the web app only when web/dist is older than what it is made
// from, so a second start goes straight to the services.
import { spawnSync } from 'node:child_process';
import { webBuildFreshnessAt } from './web-freshness.ts';

const freshness = webBuildFreshnessAt(process.cwd());
if (freshness.current) {
  console.log('Web-app is bij: bouwen overgeslagen.');
} else {
  console.log(`Web-app bouwen: ${freshness.reason}.`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
