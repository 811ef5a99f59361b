/** @jest-environment node */
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { tryToParsePath } from 'next/dist/lib/try-to-parse-path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import config from '@/next.config';
import { routes } from '@/lib/routes';

// `next dev` has no post-build step: its rewrites serve the unprefixed English paths, as the export
// does. Checked with Next.js's own parser and matcher: an invalid source stops `npm run dev`.
describe('npm run dev', () => {
  async function rewriter() {
    const rewrites = (await config(PHASE_DEVELOPMENT_SERVER).rewrites!()) as {
      source: string;
      destination: string;
    }[];
    for (const { source } of rewrites) expect(tryToParsePath(source).error).toBeFalsy();
    return (path: string) => {
      for (const { source, destination } of rewrites) {
        const match = getPathMatch(source)(path);
        if (match) return destination.replace(':path', String(match.path));
      }
      return path;
    };
  }

  test('serves every English route from /en, and a language prefix or the framework as they are', async () => {
    const rewrite = await rewriter();
    expect(rewrite('/')).toBe('/en');
    for (const route of Object.values(routes).filter((r) => r !== '/'))
      expect(rewrite(route)).toBe(`/en${route}`);
    // A route that starts with a language's code is still English.
    expect(rewrite('/track-a-transfer')).toBe('/en/track-a-transfer');
    for (const path of [
      '/tr',
      '/tr/track-a-transfer',
      '/zh-Hant/FAQ',
      '/en/about-us',
      '/_next/static/chunks/a.js',
    ])
      expect(rewrite(path)).toBe(path);
  });
});
