/**
 * @jest-environment node
 */
import { afterPaintLoader, deferScripts, pageScripts, SCRIPT_LIST_ID } from '@/lib/after-paint';
import { inlineScriptHashes } from '@/service/plugins/app/site';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><style>p{}</style>${head}</head><body><p>Hi</p>${body}</body></html>`;

describe('scripts after the first paint', () => {
  const html = page(
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script>',
    '<script>self.__next_f=[]</script><script src="/_next/static/chunks/c.js" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  );
  const deferred = deferScripts(html);

  it('takes every async script and script preload out of the page and lists them in order', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const list = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">(.*?)</script>`).exec(
      deferred,
    );
    expect(JSON.parse(list![1]!)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('puts the loader where the first script was and keeps everything else', () => {
    expect(deferred.indexOf(afterPaintLoader)).toBeGreaterThan(deferred.indexOf('<style>'));
    expect(deferred.indexOf(afterPaintLoader)).toBeLessThan(deferred.indexOf('</head>'));
    expect(deferred).toContain('<script>self.__next_f=[]</script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(deferred).toContain('<p>Hi</p>');
  });

  it('adds one inline script, the same on every page, for the Content-Security-Policy', () => {
    const other = deferScripts(page('<script src="/_next/static/chunks/z.js" async=""></script>', ''));
    const added = (text: string) =>
      inlineScriptHashes(text).filter((h) => !inlineScriptHashes(html).includes(h));
    expect(added(deferred)).toHaveLength(1);
    expect(added(other)).toEqual(added(deferred));
  });

  it('still counts every script for the byte budgets', () => {
    expect(pageScripts(deferred)).toEqual(pageScripts(html));
    expect(pageScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('leaves a page without scripts as it is', () => {
    const redirect = page('<meta http-equiv="refresh" content="0; url=/x">', '');
    expect(deferScripts(redirect)).toBe(redirect);
  });
});
