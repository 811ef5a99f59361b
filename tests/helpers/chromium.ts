/**
 * The Chromium every browser run here uses (the browser tests, `npm run lighthouse`, `npm run
 * at-rest`): Debian's, never one a tool downloads, started with this machine's flags (README).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 draws its toolbar's reload button and omnibox popups as WebUI pages, headless too:
 * every new tab started renderers for them, about 0.8 CPU-seconds of a blank page's 1.1 here, on
 * the two cores the page under test shares (README, What moved the figures). No page needs them.
 */
export const browserUiFeatures = ['WebUIReloadButton', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` (playwright-core 1.65.1, `chromiumSwitches`). Chromium keeps
 * only the last `--disable-features` of its command line, so the browser tests' one repeats
 * Playwright's before adding ours; tests/e2e/browser.spec.ts reads the command line back and fails
 * when an upgrade of Playwright adds a name this list lacks.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const machineFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For a Chromium started by hand (Lighthouse's): nothing else names features to disable. */
export const chromiumFlags = [...machineFlags, `--disable-features=${browserUiFeatures.join(',')}`];

/** For a Chromium Playwright starts (the browser tests, `npm run at-rest`). */
export const playwrightChromiumFlags = [
  ...machineFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...browserUiFeatures].join(',')}`,
];
