// What the user was told and which calls were sent, shared by the specs of the site workspace.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect } from './fixtures';
import { signInThroughApi } from './pages';

/**
 * Records every toast and every drag-and-drop announcement as it appears. On a busy machine a toast shown
 * for 3 seconds can come and go between two checks; the record keeps what the user was told, in order.
 */
export async function recordFeedback(page: Page) {
  await page.addInitScript(() => {
    const seen = { toasts: [] as string[], said: [] as string[] };
    (window as unknown as { __feedback: typeof seen }).__feedback = seen;
    const known = new WeakSet<Element>();
    let lastSaid = '';
    new MutationObserver(() => {
      document.querySelectorAll('.mantine-Notification-root').forEach((toast) => {
        const text = toast.textContent?.trim() ?? '';
        if (!known.has(toast) && text) {
          known.add(toast);
          seen.toasts.push(text);
        }
      });
      const region = document.querySelector('[id^="DndLiveRegion"]');
      const said = region?.textContent?.trim() ?? '';
      if (said && said !== lastSaid) seen.said.push((lastSaid = said));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const next = { toasts: 0, said: 0 };
  /** Waits for a new toast (or announcement) containing the text, after the ones already checked. */
  const wait = async (kind: 'toasts' | 'said', text: string) => {
    await expect
      .poll(
        async () => {
          const all = await page.evaluate((k) => (window as unknown as { __feedback: Record<string, string[]> }).__feedback[k] ?? [], kind);
          const at = all.findIndex((entry, index) => index >= next[kind] && entry.includes(text));
          if (at >= 0) next[kind] = at + 1;
          return at >= 0 ? text : all.slice(next[kind]);
        },
        { timeout: 20_000, message: `${kind === 'toasts' ? 'toast' : 'announcement'} "${text}"` },
      )
      .toBe(text);
    // The next key of a keyboard drag comes after the page has settled, as a user hears the announcement first.
    if (kind === 'said') await settled(page);
  };
  return { toast: (text: string) => wait('toasts', text), said: (text: string) => wait('said', text) };
}

/**
 * Waits two frames. On a busy machine an arrow pressed 56 ms after the lift moved the item short of the next position,
 * so nothing was announced (CI, stop 22). Most likely cause: lifting scrolls the item into view, and the drag library
 * reads that scroll only on the next frame.
 */
async function settled(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Counts the requests of one method whose URL contains `match` (a string) or whose path matches it (a
 * regular expression): a check that bad input sent nothing reads the count before and after.
 */
export function countCalls(page: Page, method: string, match: string | RegExp) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== method) return;
    const hit = typeof match === 'string' ? request.url().includes(match) : match.test(new URL(request.url()).pathname);
    if (hit) counter.count++;
  });
  return counter;
}

/**
 * Holds a screen's code (its chunk, by module name) until the page has asked for `path`: a read that leaves as the
 * page starts (a registry's `reads`) is asked for before the code has arrived; without it the screen never draws.
 */
export async function holdCodeUntilAsked(page: Page, module: string, path: string) {
  let asked: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) asked();
  });
  await page.route(new RegExp(`/${module}(-[\\w-]+)?\\.(js|tsx)(\\?.*)?$`), async (route) => {
    await seen;
    await route.continue();
  });
}

/**
 * Picks up a sortable item with the keyboard and moves it from one position to another as a user would
 * (Space, then arrows), each key after the live region has announced the previous one so that no press is
 * lost on a busy machine. The caller drops it (Space), often while waiting for what the drop sends.
 */
export async function pickUpAndMove(page: Page, scope: Page | Locator, name: string, from: number, to: number) {
  const said = async (text: string) => {
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).first()).toBeAttached();
    await settled(page);
  };
  await scope.getByRole('button', { name: `Drag to reorder: ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await said(`${name} is over position ${from}.`);
  for (let at = from; at !== to; ) {
    at += to < from ? -1 : 1;
    await page.keyboard.press(to < from ? 'ArrowUp' : 'ArrowDown');
    await said(`${name} is over position ${at}.`);
  }
}

/**
 * Signs in as the demo end user, opens a page with the feedback record running, and waits for what shows it
 * is ready (the dev server compiles a tab on its first opening, hence the long wait).
 */
export async function openAsUser(page: Page, path: string, ready: (page: Page) => Locator) {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 90_000 });
  return feedback;
}

/** Records (and dismisses) every native dialog: hostile text that ran as markup would open one. */
export function recordNativeDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
