/**
 * Static throughput: the app serving the build from memory against nginx serving the same build
 * from disk, one process each (nginx with one worker: the app is one Node process). nginx runs in
 * the foreground on loopback with a temporary prefix and two server blocks: "direct" serves every
 * file of the build itself (/about → about/index.html, .gz copies through gzip_static, the app's
 * cache headers), the fastest nginx can be; "shipped" is deploy/nginx.conf's arrangement (hashed
 * assets from disk via deploy/nginx-locations.conf, pages proxied to the app, which adds their
 * CSP). Debian's nginx is installed when missing; without it the nginx rows are skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../lib/server.ts';
import { cannon, figures, TARGETS, type CannonFigures } from './load.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const NGINX = '/usr/sbin/nginx';
const SECONDS = 5;
const CONNECTIONS = 50;
const PAGES = ['/', '/about', '/book-online', '/what-we-offer/airport-transfer', '/faq'];

function ensureNginx(): boolean {
  if (existsSync(NGINX)) return true;
  console.log('Installing Debian nginx for the static comparison…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  return result.status === 0 && existsSync(NGINX);
}

function nginxConfig(prefix: string, clientDir: string, ports: Record<string, number>): string {
  const cache = (value: string) => `add_header Cache-Control "${value}" always;`;
  return `
daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  upstream bus4u_app { server 127.0.0.1:${ports.app}; keepalive 32; }

  server {
    listen 127.0.0.1:${ports.direct};
    root ${clientDir};
    gzip_static on;
    gzip_vary on;
    include ${ROOT}deploy/nginx-locations.conf;
    location = / { try_files /index.html =404; ${cache('public, max-age=0, must-revalidate')} }
    location / { try_files $uri/index.html $uri =404; ${cache('public, max-age=0, must-revalidate')} }
  }

  server {
    listen 127.0.0.1:${ports.shipped};
    root ${clientDir};
    include ${ROOT}deploy/nginx-locations.conf;
    location / {
      proxy_pass http://bus4u_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

const get = (url: string, paths: string[]) =>
  cannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  }).then(figures);

export interface StaticRow {
  what: string;
  server: string;
  figures: CannonFigures;
}

export async function runStaticBench(
  buildDir: string,
): Promise<{ rows: StaticRow[]; note: string }> {
  const clientDir = join(ROOT, buildDir, 'client');
  const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // The entry script: the rewritten page imports it (docs/decisions/001), so match any quote.
  const asset = /["'](\/assets\/root-[^"']+\.js)["']/.exec(home)?.[1];
  if (!asset) throw new Error('no /assets/root-*.js in index.html');
  const app = await startServer({ BUILD_DIR: buildDir });
  const rows: StaticRow[] = [];
  const prefix = mkdtempSync(join(tmpdir(), 'bus4u-nginx-'));
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    console.log('Static: the app…');
    rows.push({ what: 'pages', server: 'app', figures: await get(app.url, PAGES) });
    rows.push({ what: `asset ${asset}`, server: 'app', figures: await get(app.url, [asset]) });
    if (!ensureNginx()) return { rows, note: 'nginx could not be installed: no comparison.' };
    const ports = { app: app.port, direct: await freePort(), shipped: await freePort() };
    mkdirSync(join(prefix, 'tmp'));
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, clientDir, ports));
    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
    const direct = `http://127.0.0.1:${ports.direct}`;
    const shipped = `http://127.0.0.1:${ports.shipped}`;
    await waitForHttp(`${direct}/about`);
    console.log('Static: nginx…');
    rows.push({ what: 'pages', server: 'nginx direct', figures: await get(direct, PAGES) });
    rows.push({ what: `asset ${asset}`, server: 'nginx', figures: await get(direct, [asset]) });
    rows.push({
      what: 'pages',
      server: 'nginx shipped (→ app)',
      figures: await get(shipped, PAGES),
    });
    return { rows, note: '' };
  } finally {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
    await app.stop();
  }
}

export function staticTable({ rows, note }: { rows: StaticRow[]; note: string }): string {
  const lines = [
    `${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip; pages rotate over ${PAGES.join(', ')}.`,
    '',
    '| what | server | req/s | p50 ms | p99 ms | non-2xx | errors | app / nginx | target |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const nginx = rows.find(
      (r) => r.what === row.what && (r.server === 'nginx direct' || r.server === 'nginx'),
    );
    const ratio = row.server === 'app' && nginx ? row.figures.rps / nginx.figures.rps : undefined;
    const met = ratio === undefined ? '' : ratio >= TARGETS.staticShareOfNginx ? 'met' : 'MISSED';
    const f = row.figures;
    lines.push(
      `| ${row.what} | ${row.server} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} | ${ratio === undefined ? '' : `${Math.round(ratio * 100)} %`} | ${met} |`,
    );
  }
  lines.push(
    '',
    `Target: the app at least ${Math.round(TARGETS.staticShareOfNginx * 100)} % of nginx. nginx runs one worker, as the app is one process.`,
    'autocannon (one thread) shares the machine with both servers: where both come out alike, the',
    'generator is the ceiling, and the ratio says "at least this share", not the true gap.',
  );
  if (note) lines.push('', note);
  return lines.join('\n');
}
