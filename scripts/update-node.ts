/**
 * `npm run node:update`: moves the pinned `node` package (the runtime every npm script uses, see
 * README) to the newest release of its major line on the registry, so security releases are
 * taken without a jump to another major. Prints what it did; changes nothing when current.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { newestOfMajor } from './node-release.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};
const current = pkg.dependencies.node!;
const published = JSON.parse(
  execFileSync('npm', ['view', 'node', 'versions', '--json'], { cwd: ROOT, encoding: 'utf8' }),
) as string[];
const newest = newestOfMajor(published, current);
if (newest === current) {
  console.log(`node ${current} is the newest ${current.split('.')[0]}.x release.`);
} else {
  console.log(`Moving node from ${current} to ${newest}.`);
  execFileSync('npm', ['install', '--save-exact', `node@${newest}`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
