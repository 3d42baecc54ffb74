import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * An address of exactly `length` characters (85 by default, the example), unique per
 * call: long enough that an unbreakable line of it overflows a 390 px card.
 */
export function longEmailAddress(tag: string, length = 85): string {
  const domain = "@a-rather-long-domain-name.example.com";
  const unique = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.`;
  return unique.padEnd(length - domain.length, "x") + domain;
}

/** Nothing makes the page scroll sideways, and no card or mail is wider than its box. */
export async function expectNothingOverflows(page: Page): Promise<void> {
  const found = await page.evaluate(() => ({
    pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    overflowingBoxes: [...document.querySelectorAll(".card, article, .notice")]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.tagName.toLowerCase()}.${box.className}`),
  }));
  expect(found).toEqual({ pageScrollsSideways: false, overflowingBoxes: [] });
}

/** The tab's title, once the screen has set it. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(title);
}
