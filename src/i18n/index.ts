// Lingui set-up: three interface languages, zh-TW by default, stored under `lang` as zh_TW / zh_CN / en.
import { i18n } from '@lingui/core';

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

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  'zh-TW': () => import('../../locales/zh-TW/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = HTML_LANG[locale];
  try {
    localStorage.setItem(STORAGE_KEY, toStored(locale));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export { i18n };
