// Issue 28: no change overwritten unseen, and the API call behind the form. Two browser contexts edit the same
// compression settings: the second sees the three-column review, chooses field by field, and the field changed only
// on the server is kept as the server has it. The review's "Copy as API call" gives the call the form makes: replayed
// with fetch (the session's token for the placeholder) it sends the same body and gets the same answer. A second tab
// of the first console refreshes after the first tab's save (BroadcastChannel) and says so. Then rules: a deny-list
// rule the colleague removed, then one they edited, after this console loaded the list are named; nothing is written.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { apiAs } from './api-as';
import { collectProblems, expect, test, workerBaseURL } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

const TYPES = ['text/html', 'text/css', 'text/plain', 'application/javascript', 'application/json', 'image/svg+xml'];
const SETTINGS = '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=compress';
const isGzipPut = (method: string, url: string) => method === 'PUT' && new URL(url).pathname.endsWith('/site/4101/setting/gzip');

async function openCompression(page: Page) {
  await page.goto(SETTINGS);
  await expect(page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' })).toHaveValue('1024', { timeout: 60_000 });
}

test('two consoles edit the same settings: three-column review, choice per field, copied API call replayed', async ({ page, browser }) => {
  // A colleague's console (its own browser context, its own session) and this console with a second tab.
  const other = await browser.newContext({ baseURL: workerBaseURL() });
  const colleague = await other.newPage();
  const problems: string[] = [];
  collectProblems(colleague, problems);
  await colleague.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await signInThroughApi(colleague, 'user', ACCOUNTS.user);
  await openCompression(page);
  const secondTab = await page.context().newPage();
  await openCompression(secondTab);
  await openCompression(colleague);

  // The colleague saves first: a larger minimum and WebP off.
  await colleague.getByRole('textbox', { name: 'Smallest response to compress (bytes)' }).fill('2048');
  await colleague.getByRole('switch', { name: 'Serve images as WebP' }).click();
  await colleague.getByRole('button', { name: 'Save' }).click();
  await colleague.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(colleague.getByText('Compression saved')).toBeVisible();

  // This console, opened before that save, changes the same minimum and adds a type.
  let puts = 0;
  page.on('request', (request) => {
    if (isGzipPut(request.method(), request.url())) puts++;
  });
  const types = page.getByRole('textbox', { name: 'Content types to compress' });
  await page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' }).fill('4096');
  await types.fill(`${await types.inputValue()}\nfont/woff2`);
  await page.getByRole('button', { name: 'Save' }).click();

  const conflict = page.getByRole('dialog', { name: 'Changed by someone else since you opened it' });
  const table = conflict.getByRole('table', { name: 'Conflicting changes' });
  await expect(table.getByRole('columnheader')).toHaveText(['Field', 'When you opened it', 'On the server now', 'Yours', 'Keep']);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Smallest response to compress/ }).getByRole('cell')).toHaveText([/Smallest response/, '1024', '2048', '4096', /Yours/]);
  // WebP was changed only on the server: not a conflict, kept as the server has it, and said so.
  await expect(conflict.getByText(/Serve images as WebP/)).toBeVisible();
  expect(puts).toBe(0);
  // Field by field: this field takes the server's value, then the choices are reviewed.
  await conflict.getByRole('radiogroup', { name: 'Keep for Smallest response to compress (bytes)' }).getByText("Server's").click();
  await conflict.getByRole('button', { name: 'Continue with these choices' }).click();

  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const changes = review.getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row', { name: /Content types to compress/ })).toContainText(/Added 1\s*font\/woff2/);
  await expect(review.getByText('Also changed on the server since you opened the form')).toBeVisible();
  expect(puts).toBe(0);

  // Copy as API call: the curl command of this very save.
  await review.getByRole('button', { name: 'Copy as API call' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy as API call' });
  const curl = (await copy.locator('[data-api-call="curl"]').textContent())!;
  expect(curl).toContain("-H 'Authorization: Bearer <API token>'");
  await expect(copy.getByRole('link', { name: 'Open in the API reference' })).toHaveAttribute('href', '/user/userManagement/apiDoc?operation=user-siteSetting-set-gzip');
  await copy.getByRole('tab', { name: 'TypeScript' }).click();
  await expect(copy.locator('[data-api-call="typescript"]')).toContainText("client.PUT('/user/site/{siteId}/setting/gzip', {");
  await copy.getByRole('button', { name: 'Close' }).click();

  const answered = page.waitForResponse((response) => isGzipPut(response.request().method(), response.url()));
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();
  const formAnswer = await answered;
  expect(puts).toBe(1);
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'u_accessToken')!.value);
  const settings = async () => {
    const answer = await fetch(`${workerBaseURL()}/api/v1/user/site/4101/settings`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { compress: unknown } }).data.compress;
  };
  // The colleague's minimum and WebP off, this console's new type: nothing overwritten unseen.
  const saved = { gzip: true, gzipMinLength: 2048, gzipTypes: [...TYPES, 'font/woff2'], webp: false };
  expect(await settings()).toEqual(saved);

  // The copied call, replayed with fetch and the session's token, is the form's: its exact body, the same answer.
  const method = /-X (\w+)/.exec(curl)![1]!;
  const url = /curl -X \w+ '([^']+)'/.exec(curl)![1]!;
  const body = /--data-raw '((?:[^']|'\\'')*)'/.exec(curl)![1]!.replace(/'\\''/g, "'");
  expect(method).toBe('PUT');
  expect(JSON.parse(body)).toEqual(saved);
  // Back to what the server held before, then the copied call alone does what the form did.
  const put = (json: string) => fetch(url, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: json });
  expect((await put(JSON.stringify({ gzip: true, gzipMinLength: 1024, gzipTypes: TYPES, webp: true }))).ok).toBe(true);
  expect(await settings()).toMatchObject({ gzipMinLength: 1024, webp: true });
  const replayed = await put(body);
  expect(replayed.status).toBe(formAnswer.status());
  expect(await replayed.json()).toEqual(await formAnswer.json());
  expect(await settings()).toEqual(saved);

  // The second tab of this console refreshed after its save, untouched values replaced, and says so.
  await expect(secondTab.getByRole('textbox', { name: 'Content types to compress' })).toHaveValue(/font\/woff2$/);
  await expect(secondTab.getByRole('textbox', { name: 'Smallest response to compress (bytes)' })).toHaveValue('2048');
  await expect(secondTab.getByText('Updated from the server')).toBeVisible();
  expect(problems).toEqual([]);
  await other.close();

  // Rules: this console loads the deny list; the colleague (through the API) then removes one rule, and once this
  // console has seen that, edits another.
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=firewall&section=blacklist');
  const section = page.getByRole('region', { name: 'Deny list', exact: true });
  const spammer = section.getByRole('row').filter({ hasText: 'Review spammer' });
  const probes = section.getByRole('row').filter({ hasText: 'WordPress probes' });
  await expect(spammer).toBeVisible({ timeout: 60_000 });
  await expect(probes).toBeVisible();
  const colleagueApi = await apiAs('user', ACCOUNTS.user);
  const rulesNow = async () => (await colleagueApi.GET('/user/site/{siteId}/firewall/setting/blacklists', { params: { path: { siteId: 4101 }, query: { page: 1, pageSize: 100 } } })).data!.data;
  const listed = await rulesNow();
  const edited = listed.find((rule) => rule.memo === 'Review spammer')!;
  const removed = listed.find((rule) => rule.memo === 'WordPress probes')!;
  let ruleWrites = 0;
  page.on('request', (request) => {
    if (['PUT', 'DELETE'].includes(request.method()) && /\/site\/4101\/firewall\/setting\/blacklists?$/.test(new URL(request.url()).pathname)) ruleWrites++;
  });
  // The removal of a rule already removed: named, the list refreshed, nothing sent.
  expect((await colleagueApi.DELETE('/user/site/{siteId}/firewall/setting/blacklists', { params: { path: { siteId: 4101 } }, body: { ids: [removed.id] } })).response.status).toBe(200);
  await probes.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this rule?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('WordPress probes was removed by someone else since the list was loaded. The list now shows it as it is.')).toBeVisible();
  await expect(probes).toHaveCount(0);
  // The edit of a rule changed meanwhile: named when saved, the list refreshed, nothing sent.
  const ips = [...(edited.ips ?? []), '192.0.2.67'];
  const changed = await colleagueApi.PUT('/user/site/{siteId}/firewall/setting/blacklist', {
    params: { path: { siteId: 4101 } },
    body: { id: edited.id, ips, urlRegex: edited.urlRegex ?? '^/', ...(edited.methodValues ? { methodValues: edited.methodValues } : {}), ...(edited.blockType ? { blockType: edited.blockType } : {}), ...(edited.memo ? { memo: edited.memo } : {}), enabled: edited.enabled },
  });
  expect(changed.response.status).toBe(200);
  await spammer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Deny list entry' });
  await edit.getByRole('textbox', { name: 'Memo' }).fill('Review spammer, mine');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review spammer was changed by someone else since the list was loaded. The list now shows it as it is: check it, then try again.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(spammer).toContainText('192.0.2.67');
  expect(ruleWrites).toBe(0);
  expect((await rulesNow()).find((rule) => rule.id === edited.id)).toMatchObject({ memo: 'Review spammer', ips });
});
