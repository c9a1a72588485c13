// The suite's accessibility and phone-layout bar: axe-core's WCAG 2.1 A/AA and best-practice
// rules find no critical or serious violation, and at 375 px nothing is wider than the window.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { phone, shoot } from './browser.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// axe rates these moderate, but a review found them behind every modal and on the dashboards: a page
// behind a dialog that still offers its banner, and headings that skip a level, fail here too.
const alsoFailing = new Set(['landmark-no-duplicate-banner', 'landmark-unique', 'heading-order']);
const fails = (violation: { id: string; impact?: string | null }) =>
  violation.impact === 'critical' || violation.impact === 'serious' || alsoFailing.has(violation.id);

/**
 * No critical or serious axe violation (nor one of `alsoFailing`) on the page as it is now. `state` names what is on screen, so a
 * failure reads 'student dashboard with post modal at 375 px: color-contrast ...'.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  // WCAG 2.5.3 (a control's name holds the text it shows) is axe's experimental rule, which its tags do not run:
  // asked for by name, and failing at any impact (a review found one on every product card).
  const mismatch = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  const found = [...violations.filter(fails), ...mismatch.violations].flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}`,
    ),
  );
  const width = page.viewportSize()?.width ?? 0;
  expect(found, `${state} at ${width} px`).toEqual([]);
}

/** Nothing scrolls sideways at phone width: neither the page nor an open dialog is wider than the window. */
export async function expectFitsPhone(page: Page, state: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const wider = (element: Element) => element.scrollWidth > element.clientWidth;
    return {
      page: document.scrollingElement!.scrollWidth,
      dialogs: [...document.querySelectorAll('[role="dialog"]')].filter(wider).map((d) => d.outerHTML.slice(0, 200)),
    };
  });
  expect(overflow, `${state} at ${phone.width} px`).toEqual({ page: expect.any(Number), dialogs: [] });
  expect(overflow.page, `${state}: page width at ${phone.width} px`).toBeLessThanOrEqual(phone.width);
}

/**
 * Both checks at 1280 and 375 px on the page as it is: the axe bar at each width, the layout bar and a
 * screenshot (test-results/screenshots/a11y-<state>-375.png) at 375 px; the window is left at `end` (desktop unless told).
 */
export async function expectAccessible(
  page: Page,
  state: string,
  { end = 'desktop' }: { end?: 'desktop' | 'phone' } = {},
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousViolations(page, state);
  await page.setViewportSize(phone);
  await expectNoSeriousViolations(page, state);
  await expectFitsPhone(page, state);
  await shoot(page, 'a11y', state.replaceAll(/[^a-z0-9]+/gi, '-'), { fullPage: false });
  if (end === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
}
