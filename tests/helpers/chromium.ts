/**
 * The Chromium every browser run here uses (the browser tests, `npm run lighthouse`, `npm run
 * at-rest`): Debian's, never one a tool downloads, started with this machine's flags (README).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
