import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { serveArgs } from './scripts/static-server';
import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/base-url';


// Debian's Chromium where it is installed (CI and this team's machines); otherwise Playwright's own
// browser, as on a laptop that ran `npx playwright install chromium`.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const useSystemChromium = fs.existsSync(systemChromium);

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: useSystemChromium
    ? {
        executablePath: systemChromium,
        // As root in a container Chromium needs --no-sandbox; the rest keep it off the network.
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }
    : {},
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test (to keep the failures') made the axe scans 16% slower here
    // (165 s → 138 s for accessibility.spec alone). A failure keeps its screenshot; for its
    // trace, run that test again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: browser }],
  // The tests run against the production export in out/, served like `npm start` serves it.
  webServer: {
    command: ['node', ...serveArgs('out', E2E_PORT)].map((arg) => JSON.stringify(arg)).join(' '),
    url: E2E_BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
