import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an end user changes the chat bot after reviewing the change, a refused token keeps what was typed, and a test message reports its result', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/user/systemManagement/notifySetting');
  const chatId = page.getByRole('textbox', { name: 'Chat ID' });
  await expect(chatId).toHaveValue('@harbortea_ops', { timeout: 90_000 });
  await expect(page.getByRole('switch', { name: 'Send notifications' })).toBeChecked();

  // The saved setting works: the test message is sent to the saved chat.
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('Test message sent')).toBeVisible();
  await expect(page.getByText('Check chat @harbortea_ops', { exact: false })).toBeVisible();

  // A token of the wrong shape is refused next to the field, and nothing is sent.
  const puts = countCalls(page, 'PUT', '/api/v1/user/setting/tg');
  const token = page.getByLabel('Bot token');
  await token.fill('not-a-token');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(puts.count).toBe(0);

  // A well-formed token the Bot API refuses: the catalogue's message, and the form keeps what was typed.
  await token.fill('6412873951:BBHk3vQ9mZ2xLp7RtY4wN8sB1cD5fG0k9Qw');
  await chatId.fill('-1001823456789');
  await page.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(page.getByText('The chat-bot token is not valid.')).toBeVisible();
  expect(puts.count).toBe(1);
  await expect(chatId).toHaveValue('-1001823456789');

  // A good token and a new chat are saved after the review; the test message then goes to the new chat.
  await token.fill('6412873951:AAHk3vQ9mZ2xLp7RtY4wN8sB1cD5fG0k9Qw');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(review.getByText('-1001823456789')).toBeVisible();
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(page.getByText('Chat-bot notifications saved')).toBeVisible();
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('Check chat -1001823456789', { exact: false })).toBeVisible();
  await page.reload();
  await expect(chatId).toHaveValue('-1001823456789', { timeout: 90_000 });
  await expectAccessible(page);
});

test('a test message with no chat set reports why it was not sent', async ({ page }) => {
  // A customer of Skyline's sub-client who never set up a chat bot.
  await signInThroughApi(page, 'user', { email: 'dev@tidewater-games.example', password: 'Tidewater-Games-2026' });
  await page.goto('/user/systemManagement/notifySetting');
  await expect(page.getByRole('switch', { name: 'Send notifications' })).not.toBeChecked({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('The test message was not sent')).toBeVisible();
  await expectAccessible(page);
});
