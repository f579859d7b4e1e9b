import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const E2E_BASE_URL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('.tmp/e2e-data');
const fakeSmtpPort = Number(process.env.FAKE_SMTP_PORT ?? 2525);
const fakeHttpPort = Number(process.env.FAKE_HTTP_PORT ?? 3199);
const FAKE_HTTP = `http://127.0.0.1:${fakeHttpPort}`;
const fakeKakaoPayPort = Number(process.env.FAKE_KAKAOPAY_PORT ?? 3198);
const kakaoPayPort = port + 1;
const serverEnv = (dataFolder: string, publicUrl?: string) => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
  DATA_DIR: dataFolder,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  SMTP_URL: `smtp://127.0.0.1:${fakeSmtpPort}`,
  POSTCODE_SCRIPT_URL: `${FAKE_HTTP}/postcode.v2.js`,
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: '.tmp/test-results',
  // Collects the axe checks of the journeys into .tmp/a11y.json and prints one line after the run.
  globalSetup: './apps/web/e2e/support/a11y-report.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/web/e2e/support/fake-services.mjs',
      url: `${FAKE_HTTP}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: {
        FAKE_SMTP_PORT: String(fakeSmtpPort),
        FAKE_HTTP_PORT: String(fakeHttpPort),
        FAKE_KAKAOPAY_PORT: String(fakeKakaoPayPort),
      },
    },
    {
      // The store as `npm start` runs it: the built-in demo payment provider, no PUBLIC_URL (the
      // payer comes back to the address they paid from), on every loopback address so that it
      // can be opened at another one than 127.0.0.1 (E2E_OTHER_ORIGIN).
      command: 'node apps/server/dist/server.mjs',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      // Two stores seed their demo shops at once; on a busy 2-core machine that has taken over a minute.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(dataDir), HOST: '0.0.0.0', PORT: String(port) },
    },
    {
      // The same store speaking KakaoPay's real protocol to the local fake.
      command: 'node apps/server/dist/server.mjs',
      url: `http://127.0.0.1:${kakaoPayPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(`${dataDir}-kakaopay`, `http://127.0.0.1:${kakaoPayPort}`),
        PORT: String(kakaoPayPort),
        KAKAOPAY_SECRET_KEY: 'DEV-E2E-SECRET-KEY',
        KAKAOPAY_API_BASE: `http://127.0.0.1:${fakeKakaoPayPort}`,
      },
    },
  ],
});
