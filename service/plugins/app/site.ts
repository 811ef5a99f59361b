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
type Encoding = (typeof encodings)[number];

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
    // Each page is read, hashed and compressed once (the export does not change while the
    // service runs), and carries an ETag, so a returning browser's revalidation costs a 304.
    const htmlCache = new Map<
      string,
      { body: Buffer; csp: string; etag: string; encoded: Partial<Record<Encoding, Buffer>> }
    >();

    await app.register(fastifyStatic, { root, serve: false });

    function sendHtml(request: FastifyRequest, reply: FastifyReply, file: string, status: number) {
      let page = htmlCache.get(file);
      if (!page) {
        const body = fs.readFileSync(path.join(root, file));
        page = {
          body,
          csp: contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))),
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          encoded: {},
        };
        htmlCache.set(file, page);
      }
      reply
        .code(status)
        .header('content-security-policy', page.csp)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (status === 200 && known?.some((tag) => tag === page.etag || tag === '*'))
        return reply.code(304).send();
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...encodings]) as Encoding | null;
      if (!encoding) return reply.send(page.body);
      page.encoded[encoding] ??=
        encoding === 'br' ? brotliCompressSync(page.body, brotliOptions) : gzipSync(page.body);
      // Already encoded: the compression plugin passes it through.
      return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
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
        const cacheControl = immutablePrefixes.some((prefix) => target.file.startsWith(prefix))
          ? IMMUTABLE
          : 'public, max-age=3600';
        return reply
          .sendFile(target.file.slice(1), { cacheControl: false })
          .header('cache-control', cacheControl);
      },
    });
  },
  { name: 'site' },
);
