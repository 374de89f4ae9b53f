import { expect, test } from './fixtures';

test('zh-TW is the default, and the chosen language survives a reload', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-default-cleared')) {
      localStorage.removeItem('lang');
      sessionStorage.setItem('e2e-default-cleared', '1');
    }
  });
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  await page.getByRole('combobox', { name: '語言' }).selectOption({ label: '简体中文' });
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh_CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();

  await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '繁體中文' });
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh_TW');
});
