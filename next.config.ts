import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './lib/i18n/locales';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const base: NextConfig = {
  poweredByHeader: false,
  trailingSlash: false,
  images: { unoptimized: true },
  experimental: {
    // The CSS is inlined in each page, so a CSS "request" costs nothing: Turbopack's graph chunking
    // with no request cost gives each page its own modules' rules, not one chunk shared by every
    // route (`/request-demo`: 54 → 23 KB of CSS, twice, in the style element and the RSC data).
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 0 },
    // Next.js generates the static pages in one worker fewer than the machine has cores, one on two
    // cores; the main process waits meanwhile, so a worker per core: 36 → 28–31 s on two (README).
    cpus: os.availableParallelism(),
  },
  // `npm test` runs `tsc --noEmit` over the whole project beside the build (scripts/test.mts) and
  // sets this, so the build does not check the same types a second time.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BESIDE === '1' },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_DEVELOPMENT_SERVER) {
    // `next dev` has no post-build step: serve unprefixed English paths from /en as the export does.
    // Every path but a language's own and the framework's (/track-a-transfer is English, /tr Turkish).
    const prefixed = `(?:${[...locales, '_next'].join('|')})(?:/|$)`;
    return withNextIntl({
      ...base,
      async rewrites() {
        return [
          { source: '/', destination: '/en' },
          { source: `/:path((?!${prefixed}).+)`, destination: '/en/:path' },
        ];
      },
    });
  }
  // Static HTML for every route × language (DESIGN.md §1); scripts/build.ts finishes out/.
  return withNextIntl({ ...base, output: 'export' });
}
