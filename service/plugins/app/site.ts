import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLocale, isLocale } from '../../../lib/i18n/locales';
import { stripLocale, withLocale } from '../../../lib/i18n/paths';
import { siteSigning } from '../../../lib/config';
import { localizedRedirects } from '../../../lib/routes';
import { brotliOptions } from '../external/compress';
import { contentSecurityPolicy } from '../external/helmet';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names change with their content (hashed chunks, versioned font folders). */
export const immutablePrefixes = ['/_next/static/', '/fonts/'] as const;

/** All files of the export, as URL paths (`/about-us.html`), read once at start. */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.add('/' + path.relative(dir, full).split(path.sep).join('/'));
  }
  return files;
}

/** sha256 sources of the inline scripts of a page, so the CSP needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    if (/type="application\/(ld\+)?json"/.test(attrs) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

const encodings = ['br', 'gzip'] as const;
const sumsPath = `/${siteSigning.sumsFile}`;
type Encoding = (typeof encodings)[number];

/** A file of the export as the service keeps it: read once, each encoding made on first demand. */
interface CachedFile {
  body: Buffer;
  /** A page's Content-Security-Policy (hashes of its inline scripts); empty for other files. */
  csp: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Hashed text files kept compressed in memory, with the types @fastify/static would send. */
const textTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export type SiteTarget =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string }
  | { kind: 'notFound'; file: string };

/** Maps a request path to what the export holds for it (DESIGN.md §4 URL scheme). */
export function createResolver(files: ReadonlySet<string>) {
  const redirects = new Map(localizedRedirects().map(({ from, to }) => [from, to]));

  return function resolve(rawPath: string): SiteTarget {
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = rawPath;
    }
    const first = pathname.split('/')[1] ?? '';
    const locale = isLocale(first) ? first : defaultLocale;
    const notFound = (): SiteTarget => ({
      kind: 'notFound',
      file: locale === defaultLocale ? '/404.html' : `/${locale}/404.html`,
    });
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound();

    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const redirect = redirects.get(trimmed);
    if (redirect) return { kind: 'redirect', location: redirect };
    // English lives unprefixed: /en/about-us → /about-us.
    if (first === defaultLocale)
      return { kind: 'redirect', location: withLocale(defaultLocale, stripLocale(trimmed)) };

    if (files.has(pathname) && !pathname.endsWith('/404.html')) return { kind: 'file', file: pathname };
    const page = trimmed === '/' ? '/index.html' : `${trimmed}.html`;
    if (files.has(page) && !page.endsWith('/404.html') && page !== '/404.html')
      return { kind: 'file', file: page };
    return notFound();
  };
}

/**
 * Serves the static export: HTML with a per-page CSP (hashes of its inline scripts), hashed
 * assets with a year-long cache, the redirects as 301, unknown paths with the localized 404.
 */
export default fp(
  async function site(app: FastifyInstance, opts: { root: string }) {
    const root = path.resolve(opts.root);
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      throw new Error(`No static export in ${root}: run \`npm run build\` first.`);
    }
    const files = listFiles(root);
    const resolve = createResolver(files);
    // Each page, script and style is read, hashed and compressed once (the export does not change
    // while the service runs); a page carries an ETag, so a returning browser's revalidation costs
    // a 304, and a script or style (hashed names, cached for a year) is not compressed again for
    // every new visitor.
    const cache = new Map<string, CachedFile>();
    function cached(file: string, withCsp: boolean): CachedFile {
      let entry = cache.get(file);
      if (!entry) {
        const body = fs.readFileSync(path.join(root, file));
        entry = {
          body,
          csp: withCsp ? contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))) : '',
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          encoded: {},
        };
        cache.set(file, entry);
      }
      return entry;
    }

    /** The body in the encoding the browser prefers (already encoded: the compression plugin
     * passes it through). */
    function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: CachedFile) {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...encodings]) as Encoding | null;
      if (!encoding) return reply.send(entry.body);
      entry.encoded[encoding] ??=
        encoding === 'br' ? brotliCompressSync(entry.body, brotliOptions) : gzipSync(entry.body);
      return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
    }

    /** Whether the browser already holds this very file (If-None-Match names its ETag). */
    function unchanged(request: FastifyRequest, entry: CachedFile) {
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      return known?.some((tag) => tag === entry.etag || tag === '*') ?? false;
    }

    await app.register(fastifyStatic, { root, serve: false });

    function sendHtml(request: FastifyRequest, reply: FastifyReply, file: string, status: number) {
      const page = cached(file, true);
      reply
        .code(status)
        .header('content-security-policy', page.csp)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (status === 200 && unchanged(request, page)) return reply.code(304).send();
      return sendEncoded(request, reply, page);
    }

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler(request, reply) {
        const url = request.url;
        const queryAt = url.indexOf('?');
        const target = resolve(queryAt === -1 ? url : url.slice(0, queryAt));
        if (target.kind === 'redirect') {
          return reply.redirect(target.location + (queryAt === -1 ? '' : url.slice(queryAt)), 301);
        }
        if (target.kind === 'notFound') return sendHtml(request, reply, target.file, 404);
        if (target.file.endsWith('.html')) return sendHtml(request, reply, target.file, 200);
        const immutable = immutablePrefixes.some((prefix) => target.file.startsWith(prefix));
        const cacheControl = immutable ? IMMUTABLE : 'public, max-age=3600';
        // The checksum list starts with a hash, and one build in 256 it starts "80": bytes that
        // @fastify/compress takes for a zlib stream's header, so it would send the list as it is
        // and still label it br or gzip (its zipStream). It is kept and compressed here instead.
        const text = immutable
          ? textTypes[path.extname(target.file)]
          : target.file === sumsPath && 'application/octet-stream';
        if (text) {
          const asset = cached(target.file, false);
          reply
            .header('cache-control', cacheControl)
            .header('etag', asset.etag)
            .header('vary', 'accept-encoding')
            .type(text);
          return unchanged(request, asset) ? reply.code(304).send() : sendEncoded(request, reply, asset);
        }
        return reply
          .sendFile(target.file.slice(1), { cacheControl: false })
          .header('cache-control', cacheControl);
      },
    });
  },
  { name: 'site' },
);
