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
/** The table of a console's screens' parts in a language (by key): empty on the dev server and in Vitest. */
type PartsTable = () => Promise<{ parts: Record<string, Catalog> }>;

/** What can show before signing in: the app shell, the sign-in pages, errors, validators (lingui.config.ts). */
const core: Record<Locale, Catalog> = {
  'zh-TW': () => import('../../locales/zh-TW/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/**
 * The screens of the signed-in consoles and the form descriptors, each console with only the messages its screens can
 * show (scripts/vite-console-texts.mjs; the dev server and Vitest load them all). In a build, this is the shell's part
 * (loaded with the first signed-in page); each screen's part is loaded with its screen (`withTexts`).
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

/**
 * The tables of the screens' parts, a module of their own (about 1 kB) that the signed-in preload script asks for as
 * the page starts: a screen's part is then asked for with its code, not once the shell's part has arrived (issue 29).
 */
const partTables: Record<Area, Record<Locale, PartsTable>> = {
  user: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=user&parts'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=user&parts'),
    en: () => import('../../locales/en/console.po?area=user&parts'),
  },
  client: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=client&parts'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=client&parts'),
    en: () => import('../../locales/en/console.po?area=client&parts'),
  },
  admin: {
    'zh-TW': () => import('../../locales/zh-TW/console.po?area=admin&parts'),
    'zh-CN': () => import('../../locales/zh-CN/console.po?area=admin&parts'),
    en: () => import('../../locales/en/console.po?area=admin&parts'),
  },
};

/** The catalogues' loaders, which the tests replace with their own. */
export const catalogues = { core, consoles, parts: partTables };

/** The consoles whose texts this page has asked for (a page may show another console later: switch user). */
const consolesLoaded = new Map<Area, Promise<void>>();
/** The screens' parts this page has asked for, by console (their keys): a language switch loads them too. */
const partsLoaded = new Map<string, { area: Area; key: string; loading: Promise<void> }>();
/** The console whose shell was asked for last: a site tab's part is that console's. */
let currentArea: Area | undefined;

/** The messages of a language: the core texts, the consoles' shells and the screens' parts asked for until now. */
async function messagesOf(locale: Locale): Promise<Record<string, unknown>> {
  // As the page starts no language is active yet: what is asked for meanwhile waits for it and is added after.
  const starting = !i18n.locale;
  for (;;) {
    const areas = [...consolesLoaded.keys()];
    const screens = [...partsLoaded.values()];
    const loaded = await Promise.all([
      catalogues.core[locale](),
      ...areas.map((area) => catalogues.consoles[area][locale]()),
      ...screens.map(({ area, key }) => partOf(area, key, locale)),
    ]);
    // A screen asked for meanwhile is brought along too, so that it does not show ids in the new language.
    if (starting || (consolesLoaded.size === areas.length && partsLoaded.size === screens.length)) return Object.assign({}, ...loaded.map((part) => part.messages));
  }
}

/**
 * Shows the console in `locale`; `remember` stores it as the user's choice. Starting the page does not store what it
 * read: written after the catalogue arrived, it would undo a choice made meanwhile in another tab.
 */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  i18n.loadAndActivate({ locale, messages: (await messagesOf(locale)) as never });
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
 * the language's texts). In a build these are the console shell's texts; each screen brings its own (`withTexts`).
 */
export function loadConsoleTexts(area: Area, locale: Locale = i18n.locale as Locale, activated: Promise<unknown> = Promise.resolve()): Promise<void> {
  currentArea = area;
  const asked = consolesLoaded.get(area);
  if (asked) return asked;
  // A catalogue that fails to load leaves the English source texts on screen, and is asked for again next time.
  const loading = Promise.all([catalogues.consoles[area][locale](), activated]).then(
    ([{ messages }]) => i18n.load(locale, messages as never),
    () => {
      consolesLoaded.delete(area);
    },
  );
  consolesLoaded.set(area, loading);
  return loading;
}

/** A screen's part in a language: none on the dev server and in Vitest (the console's catalogue has every message). */
const partOf = (area: Area, key: string, locale: Locale) =>
  catalogues.parts[area][locale]().then((table) => table.parts[key]?.() ?? { messages: {} });

/** A screen's or a tab's code, marked by the build with the key of its texts' part (scripts/vite-console-texts.mjs). */
type Marked<T> = (() => T) & { texts?: string };

/** Marks a lazy module's loader with its texts' part (added by scripts/vite-console-texts.mjs to the registries). */
export const textsPart = <T>(load: () => T, key: string): Marked<T> => Object.assign(load, { texts: key });

/**
 * Loads a screen's (or a site tab's) texts once, in `locale`, after the console's shell texts; later language switches
 * bring them along. Added without a change event: nothing drawn shows them yet (the screen waits for them), and a
 * change would draw the whole console again. A part that fails to load leaves the English source texts on the screen,
 * and is asked for again next time (as the console's catalogue).
 */
export function loadScreenTexts(area: Area, key: string, locale: Locale = (i18n.locale as Locale | '') || storedLocale()): Promise<void> {
  const id = `${area}:${key}`;
  const asked = partsLoaded.get(id);
  if (asked) return asked.loading;
  const loading = Promise.all([partOf(area, key, locale), loadConsoleTexts(area, locale)]).then(
    ([{ messages }]) => {
      if (i18n.locale === locale) Object.assign(i18n.messages, messages);
      else i18n.load(locale, messages as never);
    },
    () => {
      partsLoaded.delete(id);
    },
  );
  partsLoaded.set(id, { area, key, loading });
  return loading;
}

/**
 * Loads a lazy module of a registry (a screen's, a site tab's) together with its texts' part, so that it never draws
 * ids or the source language; `area` defaults to the console whose shell was asked for last. Asked for as the page
 * starts (app/early-code.ts), the stored language's part, added once it is active.
 */
export function withTexts<T>(load: () => Promise<T>, area: Area | undefined = currentArea, locale?: Locale): Promise<T> {
  const key = (load as Marked<Promise<T>>).texts;
  if (!key || !area) return load();
  return Promise.all([load(), loadScreenTexts(area, key, locale)]).then(([module]) => module);
}

declare global {
  interface Window {
    /** Set by the signed-in preload script while its worker loads the language's format data (it settles when done). */
    parapetFormatsReady?: Promise<void>;
  }
}

/** How long the warm-up below waits for the preload script's worker at most (its answer took 0.5-1 s here). */
const FORMATS_WORKER_WAIT_MS = 3_000;

/**
 * Sets up the language's number and date formats and plural rules (Lingui keeps its own, but the first of each loads the
 * locale's data; issue 29). Called while a signed-in page boots, so that the first count or date shown after the data
 * arrive does not pay it inside the page's longest task; each one in a task of its own. The first date formatter, which
 * loads the language's calendar data (about 25 ms in Node on this machine), is most of it: 150–300 ms of a 4× CPU
 * profile, a task that cannot be split further; the others add a few milliseconds each. On a signed-in page the
 * preload script's worker (scripts/vite-signed-in-preload.mjs) loads that data process-wide on another core; made while
 * it is still at work, the page's first format waited for it and paid as much (40-220 ms under the 4× phone), so these
 * wait for its answer (at most a few seconds), and then cost a millisecond or two.
 */
export function warmLocaleFormats(locale: string): void {
  const steps = [
    // The kept date formatters that lists and summaries use most.
    () => formatDate(0, locale),
    () => formatDateTime(0, locale),
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.PluralRules(locale).select(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  const worker = typeof window === 'undefined' ? undefined : window.parapetFormatsReady;
  if (!worker) {
    setTimeout(next, 0);
    return;
  }
  void Promise.race([worker, new Promise<void>((resolve) => setTimeout(resolve, FORMATS_WORKER_WAIT_MS))]).then(() => setTimeout(next, 0));
}

export { i18n };
