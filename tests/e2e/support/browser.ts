// Debian's Chromium driven by playwright-core, one fresh context per test, and a record of anything
// the page complains about: a page error, console error or warning fails the test (STYLE.md) unless
// the test said beforehand which one it provokes on purpose.
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.ts';
import { gapiScriptUrl, gapiShim } from './gapi-shim.ts';
import { connectAdmin, loadCurrentRules, stack, type Admin } from './stack.ts';
import { APP_READY } from '../../../web/src/lib/app-ready.ts';

const screenshotDir = new URL('../../../test-results/screenshots/', import.meta.url);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * Registers a browser suite's hooks: the current rules loaded, an admin connection and one browser for the
 * file, closed afterwards. `use` receives them once they are ready.
 */
export function useBrowserSuite(use: (started: { browser: Browser; admin: Admin }) => void): void {
  let started: { browser: Browser; admin: Admin } | undefined;
  beforeAll(async () => {
    await loadCurrentRules();
    const admin = connectAdmin();
    started = { admin, browser: await launchBrowser() };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.admin.close();
  });
}

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 375, height: 740 } as const;

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Declares a console message this test provokes on purpose; it matches `text @ url`. */
  allowConsole(pattern: RegExp): void;
  /** Every unexpected complaint so far. */
  problems: string[];
}

/**
 * Complaints no page of the app can cause or a person see, allowed in every session. Firestore's SDK says goodbye
 * to a write stream it stops (on sign-out, as the user changes) with a `TYPE=terminate` request; when the emulator
 * has already let that stream go (a timing seen under CI's load), it answers 400 and the browser logs the failed
 * request. The stream was over either way. Only that request is allowed, not a failed write.
 */
const harmless = [
  /status of 400 \(Bad Request\) @ \S*\/google\.firestore\.v1\.Firestore\/Write\/channel\?\S*&TYPE=terminate&/,
];

function isLocal(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

/**
 * A fresh context (no stored sign-in) with the app open at `path`. The context is closed when the
 * test finishes, and the test fails if any page of it logged an unexpected complaint.
 */
export async function openSession(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = desktop,
): Promise<Session> {
  const context = await browser.newContext({ viewport, baseURL: stack.appUrl });
  context.setDefaultTimeout(15_000);
  // The suite never depends on the internet: Google's gapi loader is served by the shim, anything
  // else off this machine fails at once instead of waiting for DNS.
  await context.route(
    (url) => !isLocal(url),
    (route) =>
      route.request().url().startsWith(gapiScriptUrl)
        ? route.fulfill({ contentType: 'text/javascript', body: gapiShim(route.request().url()) })
        : route.abort('internetdisconnected'),
  );

  const allowed: RegExp[] = [...harmless];
  const problems: string[] = [];
  const watch = (page: Page) => {
    // Only the app's own pages are watched: the emulator's popup pages load CDN styles that fail offline.
    const ours = () => page.url().startsWith(stack.appUrl);
    page.on('pageerror', (error) => {
      if (ours()) problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const line = `${message.text()} @ ${message.location().url}`;
      if (ours() && !allowed.some((pattern) => pattern.test(line))) {
        problems.push(`console.${message.type()} on ${page.url()}: ${line}`);
      }
    });
    page.on('dialog', (dialog) => {
      problems.push(`unexpected ${dialog.type()} dialog on ${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  };
  context.on('page', watch);

  const page = await context.newPage();
  onTestFinished(async () => {
    await context.close();
    if (problems.length > 0) throw new Error(`The page complained:\n${problems.join('\n')}`);
  });
  await openPage(page, path);
  return { context, page, problems, allowConsole: (pattern) => allowed.push(pattern) };
}

/** Goes to `path` and waits until the app has taken the page over (see appReady). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * Waits until the app has taken the page over: a prerendered page shows before its script has run, and its
 * buttons answer only from then on (decision 021).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY}]`).waitFor({ state: 'attached' });
}

/**
 * test-results/screenshots/<journey>-<name>-<width>.png: the whole page as a person would scroll it,
 * or only the window (`fullPage: false`) when a fixed overlay such as a modal is open.
 */
export async function shoot(page: Page, journey: string, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // From the top, so the sticky header is captured where it sits rather than mid-page; and after
  // fonts load, so the picture shows what a person sees.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: new URL(`${journey}-${name}-${width}.png`, screenshotDir).pathname, fullPage });
}
