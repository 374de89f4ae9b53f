// Checks of a page read on a narrow screen (issue 25): nothing sticks out sideways, and no text is squeezed to a
// character or two a line (a table column narrowed by its neighbours broke IPs and site names that way).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing wider than the screen: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  // Polled: a resize reaches React's media queries a frame or two later (the workspace's menu turns into a picker).
  await expect(async () => {
    const { scroll, width, wide } = await page.evaluate(() => {
      // What sticks out, named by tag, class and text, for the message.
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.children.length === 0)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
      return { scroll: document.documentElement.scrollWidth, width: window.innerWidth, wide };
    });
    expect(scroll, `the page scrolls sideways: ${wide.join(', ')}`).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 5_000 });
}

/**
 * No visible word of four characters or more is broken over three lines or more with at most two characters a line
 * ("2/0/3/./0/./1/1/3/.…", "w/w/w/./h/a/r/…"): each text node's lines are counted from its layout boxes.
 */
export async function expectNoCharacterColumns(page: Page) {
  const squeezed = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text.length < 4) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length || rects.every((rect) => rect.bottom < 0 || rect.top > window.innerHeight * 3)) continue;
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      if (lines >= 3 && text.replace(/\s+/g, '').length / lines <= 2) found.push(`"${text.slice(0, 40)}" on ${lines} lines`);
    }
    return found;
  });
  expect(squeezed, 'text broken a character or two a line').toEqual([]);
}
