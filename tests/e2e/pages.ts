// Page objects with role-based locators.
import { expect, type Page } from '@playwright/test';

export type Area = 'admin' | 'client' | 'user';

export class LoginPage {
  constructor(private readonly page: Page) {}
  async goto(area: Area) {
    await this.page.goto(`/${area}/login`);
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
  async submit(account: string, password: string) {
    await this.page.getByRole('textbox', { name: 'Email or account name', exact: true }).fill(account);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
  async signIn(area: Area, account: string, password: string) {
    await this.goto(area);
    await this.submit(account, password);
    await expect(this.page).toHaveURL(new RegExp(`/${area}/`));
  }
  async enterCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
}

export class Shell {
  constructor(private readonly page: Page) {}
  accountMenu() {
    return this.page.getByRole('button', { name: /Account menu of/ });
  }
  async logout() {
    await this.accountMenu().click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }
  async openAccountPage(name: 'User information' | 'Change password') {
    await this.accountMenu().click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}

export async function cookiesOf(page: Page, area: Area) {
  const prefix = area[0];
  const all = await page.context().cookies();
  return Object.fromEntries(all.filter((c) => c.name.startsWith(`${prefix}_`)).map((c) => [c.name, c.value]));
}
