// Lingui set-up: three interface languages, zh-TW by default, stored under `lang` as zh_TW / zh_CN / en.
import { i18n } from '@lingui/core';
import type { Area } from '../api/areas';
import { formatDate, formatDateTime } from './format';

export const LOCALES = ['zh-TW', 'zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-TW';
const STORAGE_KEY = 'lang';

const toStored = (locale: Locale) => locale.replace('-', '_');
const fromStored = (value: string | null): Locale | null =>
  LOCALES.find((locale) => toStored(locale) === value) ?? null;

/** The names are shown in their own language, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-TW': '繁體中文', 'zh-CN': '简体中文', en: 'English' };
const HTML_LANG: Record<Locale, string> = { 'zh-TW': 'zh-Hant-TW', 'zh-CN': 'zh-Hans-CN', en: 'en' };

export function storedLocale(): Locale {
  try {
    return fromStored(localStorage.getItem(STORAGE_KEY)) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

/** What can show before signing in: the app shell, the sign-in pages, errors, validators (lingui.config.ts). */
const core: Record<Locale, Catalog> = {
  'zh-TW': () => import('../../locales/zh-TW/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/**
 * The screens of the signed-in consoles and the form descriptors: loaded with the first signed-in page, each console
 * with only the messages its screens can show (scripts/vite-console-texts.mjs; the dev server loads them all).
 */
const consoles: Record<Area, Record<Locale, Catalog>> = {
  user: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=user'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=user'),
    en: () => import('../../locales/en/console.po?area=user'),
  },
  client: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=client'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=client'),
    en: () => import('../../locales/en/console.po?area=client'),
  },
  admin: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=admin'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=admin'),
    en: () => import('../../locales/en/console.po?area=admin'),
  },
};

/** The consoles whose texts this page has asked for (a page may show another console later: switch user). */
const consolesLoaded = new Map<Area, Promise<void>>();

/**
 * Shows the console in `locale`; `remember` stores it as the user's choice. Starting the page does not store what it
 * read: written after the catalogue arrived, it would undo a choice made meanwhile in another tab.
 */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  const parts = await Promise.all([core[locale](), ...[...consolesLoaded.keys()].map((area) => consoles[area][locale]())]);
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts.map((part) => part.messages)) as never });
  document.documentElement.lang = HTML_LANG[locale];
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, toStored(locale));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * Loads a console's texts once, in the active language; later language switches bring them along. A signed-in page
 * asks while its language is still being activated (`locale`, `activated`): the catalogue is then fetched alongside
 * the core texts rather than after them (issue 29), and added once the language is active (activating replaces
 * the language's texts).
 */
export function loadConsoleTexts(area: Area, locale: Locale = i18n.locale as Locale, activated: Promise<unknown> = Promise.resolve()): Promise<void> {
  const asked = consolesLoaded.get(area);
  if (asked) return asked;
  // A catalogue that fails to load leaves the English source texts on screen, and is asked for again next time.
  const loading = Promise.all([consoles[area][locale](), activated]).then(
    ([{ messages }]) => i18n.load(locale, messages as never),
    () => {
      consolesLoaded.delete(area);
    },
  );
  consolesLoaded.set(area, loading);
  return loading;
}

/**
 * Sets up the language's number and date formats and plural rules (Lingui keeps its own, but the first of each loads the
 * locale's data: about 20 ms of a phone's main thread each, issue 29). Called while a signed-in page boots, once its
 * requests are sent and before any text has arrived (the main thread waits for the network then), so that neither
 * the first draw nor the first count shown after the data arrive pays it.
 */
export function warmLocaleFormats(locale: string): void {
  // The kept date formatters that lists and summaries use most (the first one of a language costs about 20 ms).
  formatDate(0, locale);
  formatDateTime(0, locale);
  new Intl.NumberFormat(locale).format(1);
  new Intl.PluralRules(locale).select(1);
}

export { i18n };
