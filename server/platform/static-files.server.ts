/**
 * Serves the built client (hashed assets, images, prerendered pages) from memory, with the
 * brotli and gzip copies made at build time. Written here rather than with serve-static because
 * the prerendered pages need their own mapping (/about → about/index.html, never a redirect to
 * /about/) and their own CSP hashes, and memory makes the hot path one lookup.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** sha256 sources of the page's inline scripts (prerendered HTML only). */
  scriptHashes?: string[];
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/img/')) return IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath.endsWith('.data') || !extname(urlPath))
    return REVALIDATE;
  return 'public, max-age=86400';
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Loads build/client: URL path → file. Prerendered pages are keyed by their route path. */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const full of walk(clientDir)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const rel = `/${relative(clientDir, full).split('\\').join('/')}`;
    const body = readFileSync(full);
    const ext = extname(full);
    const file: StaticFile = {
      body,
      br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gz: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: cacheControlFor(rel),
    };
    let key = rel;
    if (ext === '.html') {
      file.scriptHashes = inlineScriptHashes(body.toString('utf8'));
      if (rel === '/index.html') key = '/';
      else if (rel.endsWith('/index.html')) key = rel.slice(0, -'/index.html'.length);
      // The SPA fallback React Router writes for client-only use is not a page of ours.
      if (rel === '/__spa-fallback.html') continue;
    }
    files.set(key, file);
  }
  return files;
}

/** Brotli first, the smallest, when the request rates encodings alike (Chrome lists gzip first). */
const ENCODING_PREFERENCE = ['br', 'gzip', 'identity'];

/**
 * The request's q-values decide (`br;q=0` never gets brotli, `identity` gets the plain file),
 * through negotiator, the parser behind Express's req.acceptsEncodings: Express breaks equal
 * q-values by the order the header lists them in, negotiator's `preferred` by ours.
 */
export function pickEncoding(
  req: Pick<Request, 'headers'>,
  file: Pick<StaticFile, 'br' | 'gz'>,
): 'br' | 'gzip' | undefined {
  const available = [...(file.br ? ['br'] : []), ...(file.gz ? ['gzip'] : []), 'identity'];
  const [best] = new Negotiator(req).encodings(available, { preferred: ENCODING_PREFERENCE });
  return best === 'br' || best === 'gzip' ? best : undefined;
}

export function sendStaticFile(req: Request, res: Response, file: StaticFile, status = 200): void {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', file.etag);
  if (file.br || file.gz) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req, file);
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gz! : file.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Middleware: answers GET and HEAD for any file of the build; passes everything else on. */
export function staticFiles(
  files: Map<string, StaticFile>,
  onPage?: (res: Response, file: StaticFile) => void,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file) return next();
    if (file.scriptHashes) onPage?.(res, file);
    sendStaticFile(req, res, file);
  };
}
