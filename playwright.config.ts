import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath, playwrightChromiumFlags } from './tests/helpers/chromium';
import { seedPglite } from './tests/helpers/pglite-seed';
import { tempFolder } from './tests/helpers/temp';

// Debian's Chromium drives the browser tests; nothing downloads a browser of its own.
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
  );
}
if (!fs.existsSync(path.join(__dirname, 'out', 'index.html'))) {
  throw new Error('No static export in out/: run `npm run build` before `npm run test:e2e`.');
}

const port = Number(process.env.E2E_PORT ?? 8391);
// The service's data folder, made by the runner and removed when it exits (the config is read
// again in each worker, which starts no service and needs none).
function serviceDataDir() {
  if (process.env.TEST_WORKER_INDEX) return '';
  const dir = tempFolder('orvyn-e2e-');
  seedPglite(dir);
  return dir;
}
const dataDir = serviceDataDir();
/** Lets the browser tests read what the service stored, through the owner's export. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One more worker than this machine's two cores: many tests wait on the page's own timers (toasts,
  // banners, the carousel), and the third keeps the cores busy meanwhile (README, Measured).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: playwrightChromiumFlags,
    },
  },
  webServer: {
    command: 'node --import tsx service/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT_IP_PER_MINUTE: '100000',
    },
  },
});
