// Shared journey helpers: accessibility checks, CSP watch and screenshots to look at.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Collects Content-Security-Policy violations, which would mean the app breaks under its own policy. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Every <img> on the page has loaded real pixels. */
export async function expectImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.$$eval('img', (images) =>
        images
          .filter((img) => img.checkVisibility() && !(img.complete && img.naturalWidth > 0))
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
}

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}
