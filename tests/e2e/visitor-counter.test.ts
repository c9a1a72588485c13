// Journey 7: opening the app counts a visit. The browser only reports it; the count arrives through
// Pub/Sub and the server's subscriber, so the test waits (bounded) for the stored number to grow (the admin tiles'
// counter: decision 037).
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TOTALS_COUNTER } from '@marketplace/shared/insights/totals';
import { texts } from '@marketplace/shared/texts';
import { readCounter } from '../../functions/src/platform/gathered-writes.ts';
import { expectPage } from './support/app.ts';
import { openSession, useBrowserSuite } from './support/browser.ts';
import { eventually, type Admin } from './support/stack.ts';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

async function storedCount(): Promise<number> {
  return (await readCounter(admin.db, TOTALS_COUNTER)).visitors ?? 0;
}

describe('the visitor counter', () => {
  test('grows when a visitor opens the app', async () => {
    const before = await storedCount();
    const { page } = await openSession(browser, '/');
    await expectPage(page, '/', texts.home.hero);
    const after = await eventually(storedCount, (count) => count > before, 10_000);
    expect(after).toBeGreaterThan(before);
  });
});
