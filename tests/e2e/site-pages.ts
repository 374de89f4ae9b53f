// Page objects of the site workspace: a site found by its name through the API (no hard-coded site ids), one
// of its tabs opened as the demo user, and the list screens of the list kit (src/kit/lists/RuleList.tsx).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signInThroughApi } from './pages';
import { ACCOUNTS } from './accounts';
import { recordFeedback } from './watch';

/** The demo user's web site, and its layer-4 site. */
export const DEMO_SITE = 'www.harbor-tea.example';
export const L4_SITE = 'tcp-relay.harbor-tea.example';

/** The id of one of the signed-in user's sites, asked of the API with the console's own cookies. */
export async function siteIdOf(page: Page, siteName: string): Promise<number> {
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  const answer = await page.request.get('/api/v1/user/sites', {
    params: { siteName, page: 1, pageSize: 10 },
    headers: { Authorization: `${cookies.u_tokenType} ${cookies.u_accessToken}` },
  });
  expect(answer.ok(), `the sites of the user, to find ${siteName}`).toBe(true);
  const sites = ((await answer.json()) as { data: { id: number; siteName: string }[] }).data;
  const site = sites.find((s) => s.siteName === siteName);
  expect(site, `the user's site ${siteName}`).toBeTruthy();
  return site!.id;
}

/** The address of a tab of a site's workspace. */
export async function siteTabPath(page: Page, tab: string, siteName = DEMO_SITE): Promise<string> {
  return `/user/sitesManagement/sitesSetting/${await siteIdOf(page, siteName)}/${siteName}?tab=${tab}`;
}

/** Signs the demo user in (through the API) and opens a tab of one of its sites. */
export async function openSiteTab(page: Page, tab: string, siteName = DEMO_SITE): Promise<void> {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(await siteTabPath(page, tab, siteName));
}

/** As openAsUser (feedback recorded, signed in, waits for `ready`), for a tab of a site found by its name. */
export async function openSiteTabAsUser(page: Page, tab: string, ready: (page: Page) => Locator, siteName = DEMO_SITE) {
  const feedback = await recordFeedback(page);
  await openSiteTab(page, tab, siteName);
  // The dev server compiles a tab on its first opening, hence the long wait.
  await expect(ready(page)).toBeVisible({ timeout: 90_000 });
  return feedback;
}

/** The site workspace's menu of pages (a wide screen; a narrow one has the picker `Settings page` instead). */
export const workspaceMenu = (scope: Page | Locator) => scope.getByRole('navigation', { name: 'Site settings pages' });

/** A page of the workspace's menu: a link to its address. */
export const workspacePage = (scope: Page | Locator, label: string) => workspaceMenu(scope).getByRole('link', { name: label, exact: true });

/** The workspace shows a page: its entry in the menu is the current page. */
export async function expectWorkspacePage(scope: Page | Locator, label: string, timeout?: number): Promise<void> {
  await expect(workspacePage(scope, label)).toHaveAttribute('aria-current', 'page', timeout === undefined ? undefined : { timeout });
}

/** One list of the list kit: its table, a row, its Add button, the row form, confirmations, export and import. */
export class RuleListPage {
  constructor(
    private readonly page: Page,
    /** The table's accessible name (the descriptor's `label`). */
    readonly name: string,
    private readonly scope: Page | Locator = page,
  ) {}
  table() {
    return this.scope.getByRole('table', { name: this.name });
  }
  row(text: string) {
    return this.table().getByRole('row').filter({ hasText: text });
  }
  async add(label: string) {
    await this.scope.getByRole('button', { name: label }).click();
  }
  /** The row form: `Add: <form title>` or `Edit: <form title>`. */
  form(mode: 'Add' | 'Edit', title: string) {
    return this.page.getByRole('dialog', { name: `${mode}: ${title}` });
  }
  confirmation(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
  /** The file input of Import JSON. */
  importInput() {
    return this.scope.getByLabel('Rule file to import');
  }
  /** Exports the list and reads the file. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an exported file's rules are whatever the list holds
  async exportJson(): Promise<{ format: string; kind: string; rules: any[] }> {
    const downloading = this.page.waitForEvent('download');
    await this.scope.getByRole('button', { name: 'Export JSON' }).click();
    const stream = await (await downloading).createReadStream();
    return JSON.parse(Buffer.concat(await stream.toArray()).toString('utf8'));
  }
}
