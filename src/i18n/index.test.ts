// The console's texts in parts (issue 29): a screen's part arrives with its code, and a language switch brings along
// every part in use. The catalogues are stand-ins: a table names the screens' parts as a build's does.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
const part = (locale: string, key: string, fails = false) => () => {
  asked.push(`${locale}:${key}`);
  return fails && failing.has(key) ? Promise.reject(new Error('offline')) : Promise.resolve({ messages: { [key]: `${key} in ${locale}` } });
};
const failing = new Set<string>();
/** A console's shell part in a build, and the table of its screens' parts. */
const shell = (locale: string) => ({ messages: { shell: `shell in ${locale}` } });
const table = (locale: string) => ({ parts: { sites: part(locale, 'sites'), domains: part(locale, 'domains', true), later: part(locale, 'later') } });

const { activateLocale, catalogues, i18n, loadConsoleTexts, textsPart, warmLocaleFormats, withTexts } = await import('./index');
// The tests of a worker share their modules: the real catalogues and the language come back after this file (as
// tests/render-in-console.tsx sets it up when none is active).
const real = { core: { ...catalogues.core }, user: { ...catalogues.consoles.user }, parts: { ...catalogues.parts.user }, lang: document.documentElement.lang };
afterAll(() => {
  Object.assign(catalogues.core, real.core);
  Object.assign(catalogues.consoles.user, real.user);
  Object.assign(catalogues.parts.user, real.parts);
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  document.documentElement.lang = real.lang;
});
for (const locale of ['zh-TW', 'zh-CN'] as const) {
  catalogues.core[locale] = () => Promise.resolve({ messages: { core: `core in ${locale}` } });
  catalogues.consoles.user[locale] = () => Promise.resolve(shell(locale));
  catalogues.parts.user[locale] = () => Promise.resolve(table(locale));
}
await activateLocale('zh-TW', false);
await loadConsoleTexts('user');

describe('console texts in parts', () => {
  beforeEach(() => {
    asked.length = 0;
    failing.clear();
  });

  it('loads a screen’s part with its code, once, and a language switch brings it along', async () => {
    expect(i18n.locale).toBe('zh-TW');
    const screen = textsPart(() => Promise.resolve({ Component: 'sites' }), 'sites');
    expect(i18n._('sites')).toBe('sites');
    await expect(withTexts(screen, 'user')).resolves.toEqual({ Component: 'sites' });
    expect(i18n._('sites')).toBe('sites in zh-TW');
    expect(i18n._('shell')).toBe('shell in zh-TW');
    await withTexts(screen, 'user');
    expect(asked).toEqual(['zh-TW:sites']);

    await activateLocale('zh-CN', false);
    expect([i18n._('core'), i18n._('shell'), i18n._('sites')]).toEqual(['core in zh-CN', 'shell in zh-CN', 'sites in zh-CN']);
    expect(asked).toEqual(['zh-TW:sites', 'zh-CN:sites']);
  });

  it('shows a screen whose part failed in the source texts, and asks again next time', async () => {
    await activateLocale('zh-CN', false);
    failing.add('domains');
    const tab = textsPart(() => Promise.resolve('tab'), 'domains');
    await expect(withTexts(tab)).resolves.toBe('tab');
    expect(i18n._('domains')).toBe('domains');
    failing.clear();
    await withTexts(tab);
    expect(i18n._('domains')).toBe('domains in zh-CN');
    // (Activating the language again brought along the part in use.)
    expect(asked).toEqual(['zh-CN:sites', 'zh-CN:domains', 'zh-CN:domains']);
  });

  it('brings along a part asked for while the language switches', async () => {
    expect(i18n.locale).toBe('zh-CN');
    const switching = activateLocale('zh-TW', false);
    const later = withTexts(textsPart(() => Promise.resolve('later'), 'later'), 'user');
    await Promise.all([switching, later]);
    expect(i18n.locale).toBe('zh-TW');
    expect([i18n._('sites'), i18n._('domains'), i18n._('later')]).toEqual(['sites in zh-TW', 'domains in zh-TW', 'later in zh-TW']);
  });

  it('loads an unmarked module alone (the dev server and Vitest have every message in the console catalogue)', async () => {
    await expect(withTexts(() => Promise.resolve('plain'), 'user')).resolves.toBe('plain');
    expect(asked).toEqual([]);
  });
});

describe('warming up the language’s formats', () => {
  it('waits for the preload script’s worker, then makes each format in a task of its own', async () => {
    vi.useFakeTimers();
    const select = vi.spyOn(Intl.PluralRules.prototype, 'select');
    let workerDone!: () => void;
    window.parapetFormatsReady = new Promise<void>((resolve) => (workerDone = resolve));
    try {
      warmLocaleFormats('zh-TW');
      await vi.advanceTimersByTimeAsync(1_000);
      // The worker is still loading the data: nothing is made on the page meanwhile.
      expect(select).not.toHaveBeenCalled();
      workerDone();
      await vi.advanceTimersByTimeAsync(0);
      expect(select).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(select).toHaveBeenCalledTimes(1);
      // A worker that never answers holds the warm-up a few seconds at most.
      select.mockClear();
      window.parapetFormatsReady = new Promise<void>(() => undefined);
      warmLocaleFormats('zh-CN');
      await vi.advanceTimersByTimeAsync(2_900);
      expect(select).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      await vi.runAllTimersAsync();
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      delete window.parapetFormatsReady;
      select.mockRestore();
      vi.useRealTimers();
    }
  });

  it('starts at once without a worker (a page the preload script did not set up)', async () => {
    vi.useFakeTimers();
    const select = vi.spyOn(Intl.PluralRules.prototype, 'select');
    try {
      warmLocaleFormats('en');
      await vi.runAllTimersAsync();
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
      vi.useRealTimers();
    }
  });
});
