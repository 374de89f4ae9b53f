// The dashboard exported as a versioned JSON file and imported again (spec 5: JSON only). A file is read whole
// before anything changes: JSON, a known format and version, older versions migrated forward one tested step at a
// time, then every page checked against the contract's layout schema and what a schema cannot say (keys, the
// grid). A bad file gets one clear message and nothing is sent.
//
// Version 1 is the layout as the dashboard call answers it (`{ version: 1, pages, updatedAt }`, no `format`): what
// the contract calls "the JSON that is exported and imported". Version 2 names its format and what it holds (one
// page or the whole dashboard) and keeps top sizes to spec 9's (5, 10, 20, 30).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOP_SIZES } from './catalogue';
import { type DashboardPage, GRID_COLUMNS, keyOf, type WidgetTop } from './types';

export const DASHBOARD_FILE_FORMAT = 'parapet.dashboard';
export const DASHBOARD_FILE_VERSION = 2;
/** A full dashboard (20 pages of 100 widgets) stays far below. */
export const DASHBOARD_FILE_MAX_BYTES = 1024 * 1024;

export interface DashboardFileV1 {
  version: 1;
  pages: unknown[];
  updatedAt?: string | null;
}

export interface DashboardFile {
  format: typeof DASHBOARD_FILE_FORMAT;
  version: typeof DASHBOARD_FILE_VERSION;
  /** One page or the whole dashboard. */
  content: 'page' | 'dashboard';
  exportedAt: string | null;
  pages: DashboardPage[];
}

/** The nearest top size of spec 9 at or above a v1 size (v1 allowed any size from 1 to 30). */
export const topSizeFor = (size: number): WidgetTop => TOP_SIZES.find((s) => s >= size) ?? TOP_SIZES[TOP_SIZES.length - 1]!;

type AnyFile = { version: number } & Record<string, unknown>;

/** Steps from version n to n + 1. */
export const MIGRATIONS: Record<number, (file: AnyFile) => AnyFile> = {
  1: (file) => {
    const v1 = file as unknown as DashboardFileV1;
    const pages = v1.pages.map((page) => {
      if (!page || typeof page !== 'object' || !Array.isArray((page as DashboardPage).widgets)) return page;
      const widgets = (page as DashboardPage).widgets.map((w) =>
        w && typeof w === 'object' && typeof w.top === 'number' && Number.isInteger(w.top) && w.top >= 1 && w.top <= 30 ? { ...w, top: topSizeFor(w.top) } : w,
      );
      return { ...page, widgets };
    });
    return { format: DASHBOARD_FILE_FORMAT, version: 2, content: pages.length === 1 ? 'page' : 'dashboard', exportedAt: v1.updatedAt ?? null, pages };
  },
};

export function dashboardFileText(pages: readonly DashboardPage[], content: DashboardFile['content'], now = new Date()): string {
  const file: DashboardFile = { format: DASHBOARD_FILE_FORMAT, version: DASHBOARD_FILE_VERSION, content, exportedAt: now.toISOString(), pages: structuredClone([...pages]) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const dashboardFileName = (what: string, now = new Date()) => `dashboard-${what.replace(/[^A-Za-z0-9.-]+/g, '_').slice(0, 40) || 'page'}-${now.toISOString().slice(0, 10)}.json`;

export type ParseResult = { ok: true; file: DashboardFile; migratedFrom: number | null } | { ok: false; problem: MessageDescriptor };

/** What the contract cannot say of a page: keys are widgetID-dataType and unique, and widgets fit the grid. */
export function pageProblem(page: DashboardPage, pageNumber: number): MessageDescriptor | null {
  const keys = new Set<string>();
  for (const [i, w] of page.widgets.entries()) {
    const number = i + 1;
    const key = keyOf(w.widgetID, w.dataType);
    if (w.key !== key) return msg`Page ${pageNumber}, widget ${number}: its key must be ${key}.`;
    if (keys.has(w.key)) return msg`Page ${pageNumber} holds the widget ${key} twice.`;
    keys.add(w.key);
    if (w.x + w.w > GRID_COLUMNS) return msg`Page ${pageNumber}, widget ${number} does not fit the 24-column grid.`;
  }
  return null;
}

/**
 * Reads a dashboard file. `check` validates the pages against the contract's layout schema and answers the
 * problem in words, or null. Nothing is partly accepted.
 */
export function parseDashboardFile(text: string, check: (layout: { version: 1; pages: unknown[] }) => string | null): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: msg`The file is not valid JSON.` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !Array.isArray((data as { pages?: unknown }).pages)) {
    return { ok: false, problem: msg`This is not a dashboard file exported from this console.` };
  }
  let file = data as AnyFile;
  const format = (data as { format?: unknown }).format;
  if (format !== undefined && format !== DASHBOARD_FILE_FORMAT) return { ok: false, problem: msg`This is not a dashboard file exported from this console.` };
  // Version 1 has no format; every later version names it.
  const known = Number.isInteger(file.version) && (format === undefined ? file.version === 1 : file.version > 1 && file.version <= DASHBOARD_FILE_VERSION);
  if (!known) {
    const version = String(file.version);
    return { ok: false, problem: msg`The file's version (${version}) is not supported by this console.` };
  }
  const migratedFrom = file.version < DASHBOARD_FILE_VERSION ? file.version : null;
  while (file.version < DASHBOARD_FILE_VERSION) file = MIGRATIONS[file.version]!(file);
  const pages = file.pages as unknown[];
  if (pages.length === 0) return { ok: false, problem: msg`The file holds no pages.` };
  const problem = check({ version: 1, pages });
  if (problem) return { ok: false, problem: msg`The file is not a valid dashboard: ${problem}` };
  for (const [i, page] of (pages as DashboardPage[]).entries()) {
    const pageProblemFound = pageProblem(page, i + 1);
    if (pageProblemFound) return { ok: false, problem: pageProblemFound };
  }
  const content = file.content === 'page' ? 'page' : 'dashboard';
  return { ok: true, file: { format: DASHBOARD_FILE_FORMAT, version: DASHBOARD_FILE_VERSION, content, exportedAt: typeof file.exportedAt === 'string' ? file.exportedAt : null, pages: pages as DashboardPage[] }, migratedFrom };
}

export const widgetCount = (pages: readonly DashboardPage[]) => pages.reduce((n, p) => n + p.widgets.length, 0);
