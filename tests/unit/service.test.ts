/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { siteSigning } from '@/lib/config';
import { subscribers } from '@/service/db/schema';
import { createResolver, inlineScriptHashes } from '@/service/plugins/app/site';
import { databaseKinds, startService } from '../helpers/service';

/** A small export with the shapes the real one has (see scripts/build.ts). */
function makeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-site-'));
  const files: Record<string, string> = {
    'index.html': '<html lang="en"><head><script>self.a=1</script></head><body>Home</body></html>',
    'about-us.html': '<html lang="en"><body>About</body></html>',
    '404.html': '<html lang="en"><body><h1>404 Page not found</h1></body></html>',
    'ar.html': '<html lang="ar" dir="rtl"><body>Arabic home</body></html>',
    'ar/about-us.html': '<html lang="ar" dir="rtl"><body>About in Arabic</body></html>',
    'ar/404.html': '<html lang="ar" dir="rtl"><body>404 in Arabic</body></html>',
    'kyc.html': '<meta http-equiv="refresh" content="0; url=/AML-KYC">',
    'AML-KYC.html': '<html lang="en"><body>KYC</body></html>',
    '_next/static/chunks/app.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
    'flags/4x3/fr.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // Its first hash starts "80", bytes a zlib stream may start with (one build in 256).
    [siteSigning.sumsFile]: `80${'a'.repeat(62)}  index.html\n`.repeat(40),
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

/** What a browser may accept, the encoding the service must answer with, and how to read it back. */
const acceptedEncodings = [
  ['gzip, deflate, br', 'br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
  ['', undefined, (bytes: Buffer) => bytes],
] as const;

describe('site resolver', () => {
  const resolve = createResolver(
    new Set(['/index.html', '/about-us.html', '/fr.html', '/fr/about-us.html', '/404.html', '/fr/404.html']),
  );

  it('maps clean URLs to pages in every language', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: '/index.html' });
    expect(resolve('/about-us')).toEqual({ kind: 'file', file: '/about-us.html' });
    expect(resolve('/fr/')).toEqual({ kind: 'file', file: '/fr.html' });
    expect(resolve('/fr/about-us/')).toEqual({ kind: 'file', file: '/fr/about-us.html' });
  });

  it('redirects old paths and the /en prefix, and answers unknown paths with the right 404', () => {
    expect(resolve('/kyc')).toEqual({ kind: 'redirect', location: '/AML-KYC' });
    expect(resolve('/fr/contest')).toEqual({ kind: 'redirect', location: '/fr/rewards-and-referral' });
    expect(resolve('/en/about-us')).toEqual({ kind: 'redirect', location: '/about-us' });
    expect(resolve('/nope')).toEqual({ kind: 'notFound', file: '/404.html' });
    expect(resolve('/fr/nope')).toEqual({ kind: 'notFound', file: '/fr/404.html' });
    expect(resolve('/404')).toEqual({ kind: 'notFound', file: '/404.html' });
    expect(resolve('/../etc/passwd')).toEqual({ kind: 'notFound', file: '/404.html' });
  });

  it('hashes executable inline scripts only', () => {
    const hashes = inlineScriptHashes(
      '<script>alert(1)</script><script src="/a.js"></script><script type="application/ld+json">{}</script>',
    );
    expect(hashes).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});

describe.each(databaseKinds)('service on %s', (kind) => {
  let service: Awaited<ReturnType<typeof startService>>;
  let app: FastifyInstance;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = makeSite();
    service = await startService(kind, { siteDir });
    if (service) app = service.app;
  });

  afterAll(async () => {
    await service?.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const it_ = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (!service) {
        console.warn(`${kind} binaries not found: skipped "${name}"`);
        return;
      }
      await fn();
    });

  it_('reports health with the database it reached', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responsecode: 200,
      message: 'ok',
      database: kind === 'PGlite' ? 'pglite' : 'postgres',
      rateLimits: 'local',
    });
  });

  it_('applied the migrations', async () => {
    // The schema is usable: the same query works on both databases.
    const { db } = service!.database;
    await db.insert(subscribers).values({ email: `probe-${Date.now()}@example.com` });
    const rows = await db.select().from(subscribers);
    expect(rows.length).toBeGreaterThan(0);
  });

  it_('answers the redirects with 301 and keeps the query', async () => {
    const res = await app.inject('/kyc?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/AML-KYC?ref=mail');
    expect((await app.inject('/parking.php')).headers.location).toBe('/press-release');
  });

  it_('serves pages with a strict CSP that allows their inline scripts by hash', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$|script-src 'self' 'sha256-[^;]+;/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it_('serves right-to-left pages, with or without a trailing slash', async () => {
    const res = await app.inject('/ar/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dir="rtl"');
  });

  it_('answers unknown paths with 404 and the localized 404 page', async () => {
    const en = await app.inject('/nope');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('404 Page not found');
    const ar = await app.inject('/ar/nope');
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain('404 in Arabic');
  });

  it_('sends a page compressed as the browser asks, and a page the browser still has as 304', async () => {
    const file = fs.readFileSync(path.join(siteDir, 'ar.html'));
    for (const [accepted, encoding, decode] of acceptedEncodings) {
      const res = await app.inject({ url: '/ar', headers: { 'accept-encoding': accepted } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).equals(file)).toBe(true);
    }
    const first = await app.inject('/ar');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/ar/', headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // Another page, or a tag the page no longer has, is sent in full.
    expect((await app.inject({ url: '/ar/about-us', headers: { 'if-none-match': etag } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/ar', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it_('caches hashed scripts for a year and sends them compressed as the browser asks', async () => {
    const file = fs.readFileSync(path.join(siteDir, '_next/static/chunks/app.js'));
    // The first encoding twice: the second answer comes from what the service kept.
    for (const [accepted, encoding, decode] of [...acceptedEncodings, acceptedEncodings[0]]) {
      const res = await app.inject({
        url: '/_next/static/chunks/app.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).equals(file)).toBe(true);
    }
    const { etag } = (await app.inject('/_next/static/chunks/app.js')).headers;
    const again = await app.inject({
      url: '/_next/static/chunks/app.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const flag = await app.inject('/flags/4x3/fr.svg');
    expect(flag.headers['cache-control']).toBe('public, max-age=3600');
  });

  it_(
    'sends the policies a document reads with pages and SVG images only, and nosniff with every answer',
    async () => {
      const documentOnly = [
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
      ];
      const everyAnswer = {
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      };
      const policies = (headers: Record<string, unknown>) => documentOnly.filter((name) => name in headers);
      for (const url of ['/', '/ar/nope', '/flags/4x3/fr.svg']) {
        const { headers } = await app.inject(url);
        expect({ url, policies: policies(headers) }).toEqual({ url, policies: documentOnly });
        expect(headers).toMatchObject(everyAnswer);
      }
      // A script, the redirect of an old path, and the service's JSON.
      for (const url of ['/_next/static/chunks/app.js', '/kyc', '/healthz']) {
        const { headers } = await app.inject(url);
        expect({ url, policies: policies(headers) }).toEqual({ url, policies: [] });
        expect(headers).toMatchObject(everyAnswer);
      }
    },
  );

  it_('sends the checksum list compressed as the browser asks, whatever its first bytes', async () => {
    const file = fs.readFileSync(path.join(siteDir, siteSigning.sumsFile));
    for (const [accepted, encoding, decode] of acceptedEncodings) {
      const res = await app.inject({
        url: `/${siteSigning.sumsFile}`,
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).equals(file)).toBe(true);
    }
  });
});
