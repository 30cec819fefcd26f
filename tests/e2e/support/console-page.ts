// Starts the console's services and the web transport in this process, over a fresh data
// directory, and opens the built renderer in Debian's Chromium with playwright-core. Every request
// the page makes is recorded so that tests can prove it reached nothing but 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../../../scripts/chromium';
import { createConsole, type ConsoleRuntime } from '../../../main/console';
import { startWebTransport, type WebTransport } from '../../../main/web/server';

/** A console under test with its page. */
export interface ConsoleUnderTest {
  runtime: ConsoleRuntime;
  web: WebTransport;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  dataDir: string;
  /** Every URL the page requested. */
  requests: string[];
  /** Console messages of level error (CSP violations show up here). */
  consoleErrors: string[];
  /** The last vendor library confirmation code main printed on its terminal (captured here as that terminal). */
  libraryCode(): string;
  close(): Promise<void>;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-features=Translate,MediaRouter,OptimizationHints',
];

/** Launches Chromium alone (for tests that need several pages). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: run `node scripts/require-chromium.js` for what to install');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Starts a console and opens it; `locale` is the browser's language; `keyring: null` a laptop without one. */
export async function openConsole(options: { locale?: string; dataDir?: string; keyring?: null } = {}): Promise<ConsoleUnderTest> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-console-e2e-'));
  // keyring: null is a laptop where no system keyring answers (the secrets-at-rest notice shows).
  // The web transport's terminal: where main prints the code that confirms a vendor library.
  const printed: string[] = [];
  const libraryConfirmation = { kind: 'console-code' as const, announce: (text: string) => void printed.push(text) };
  const runtime = createConsole(
    { version: '0.0.0-e2e', dataDir },
    options.keyring === null ? { keyring: null, libraryConfirmation } : { libraryConfirmation },
  );
  const web = await startWebTransport(runtime, { rendererDir: join(import.meta.dirname, '../../../dist/renderer') });
  const browser = await launchChromium();
  const context = await browser.newContext({ locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await page.goto(web.url);
  // The first area (configuration) has arrived: the token is read and the router's first
  // navigation is over, so a test that goes elsewhere next does not race that navigation.
  await page.getByTestId('config-editor').waitFor({ timeout: 60_000 });
  return {
    runtime,
    web,
    browser,
    context,
    page,
    dataDir,
    requests,
    consoleErrors,
    libraryCode: () => /: ([A-Z0-9]{4}-[A-Z0-9]{4})$/m.exec(printed.at(-1) ?? '')?.[1] ?? '',
    close: async () => {
      await browser.close();
      await web.close();
      await runtime.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
