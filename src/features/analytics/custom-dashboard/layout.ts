// What a person does to a dashboard's pages, as pure functions of the layout: add, move and resize a widget on
// the 24-column grid (react-grid-layout's own placement and compaction, so the keyboard moves what the mouse
// moves), copy, rename and remove a page, and add or replace pages from an imported file.
import { type LayoutItem, moveElement, verticalCompactor } from 'react-grid-layout/core';
import type { CatalogueEntry } from './catalogue';
import { type DashboardPage, type DashboardWidget, GRID_COLUMNS, keyOf } from './types';

/** Smallest widget, in cells (a figure and its label). */
export const MIN_W = 3;
export const MIN_H = 3;

export const itemOf = (w: DashboardWidget): LayoutItem => ({ i: w.key, x: w.x, y: w.y, w: w.w, h: w.h, minW: MIN_W, minH: MIN_H });

/** The widgets placed as the grid places them (items packed upwards), keeping everything else of each widget. */
export function withItems(widgets: readonly DashboardWidget[], items: readonly LayoutItem[]): DashboardWidget[] {
  const placed = new Map(items.map((item) => [item.i, item]));
  return widgets.map((w) => {
    const item = placed.get(w.key);
    return item ? { ...w, x: item.x, y: item.y, w: item.w, h: item.h } : w;
  });
}

const compact = (items: readonly LayoutItem[]) => verticalCompactor.compact(items.map((i) => ({ ...i })), GRID_COLUMNS);

/** Packs the page's widgets upwards, as the grid shows them. */
export const packed = (widgets: readonly DashboardWidget[]) => withItems(widgets, compact(widgets.map(itemOf)));

export type Direction = 'left' | 'right' | 'up' | 'down';
export type Resize = 'wider' | 'narrower' | 'taller' | 'shorter';

/** Moves one widget a step: a column left or right, or past its neighbour above or below. Unchanged when it cannot. */
export function moveWidget(widgets: readonly DashboardWidget[], key: string, direction: Direction): DashboardWidget[] {
  const items = compact(widgets.map(itemOf));
  const item = items.find((i) => i.i === key);
  if (!item) return [...widgets];
  const tryAt = (x: number, y: number) => {
    const copy = items.map((i) => ({ ...i }));
    const moving = copy.find((i) => i.i === key)!;
    return compact(moveElement(copy, moving, x, y, true, false, 'vertical', GRID_COLUMNS));
  };
  if (direction === 'left' || direction === 'right') {
    const x = direction === 'left' ? item.x - 1 : item.x + 1;
    if (x < 0 || x + item.w > GRID_COLUMNS) return [...widgets];
    return withItems(widgets, tryAt(x, item.y));
  }
  const bottom = Math.max(...items.map((i) => i.y + i.h));
  if (direction === 'up') {
    for (let y = item.y - 1; y >= 0; y--) {
      const next = tryAt(item.x, y);
      if (next.find((i) => i.i === key)!.y < item.y) return withItems(widgets, next);
    }
    return [...widgets];
  }
  for (let y = item.y + 1; y <= bottom; y++) {
    const next = tryAt(item.x, y);
    if (next.find((i) => i.i === key)!.y > item.y) return withItems(widgets, next);
  }
  return [...widgets];
}

/** Makes one widget a cell wider, narrower, taller or shorter (a wider widget at the right edge moves left). */
export function resizeWidget(widgets: readonly DashboardWidget[], key: string, change: Resize): DashboardWidget[] {
  const items = compact(widgets.map(itemOf));
  const item = items.find((i) => i.i === key);
  if (!item) return [...widgets];
  let { x, w, h } = item;
  if (change === 'wider') {
    if (w >= GRID_COLUMNS) return [...widgets];
    w += 1;
    if (x + w > GRID_COLUMNS) x = GRID_COLUMNS - w;
  } else if (change === 'narrower') {
    if (w <= MIN_W) return [...widgets];
    w -= 1;
  } else if (change === 'taller') {
    h += 1;
  } else {
    if (h <= MIN_H) return [...widgets];
    h -= 1;
  }
  const copy = items.map((i) => (i.i === key ? { ...i, w, h } : { ...i }));
  const moving = copy.find((i) => i.i === key)!;
  return withItems(widgets, compact(moveElement(copy, moving, x, item.y, true, false, 'vertical', GRID_COLUMNS)));
}

/** Adds a widget from the catalogue below the others, full default size. */
export function addWidget(widgets: readonly DashboardWidget[], entry: CatalogueEntry): DashboardWidget[] {
  const y = widgets.reduce((max, w) => Math.max(max, w.y + w.h), 0);
  const widget: DashboardWidget = {
    key: keyOf(entry.widgetID, entry.dataType),
    widgetID: entry.widgetID,
    dataType: entry.dataType,
    x: 0,
    y,
    w: entry.w,
    h: entry.h,
    range: 'last24Hours',
    ...(entry.top ? { top: entry.top } : {}),
    ...(entry.intervalMinutes ? { intervalMinutes: entry.intervalMinutes } : {}),
  };
  return [...widgets, widget];
}

/** A page id not yet taken, from a name (`security`, `security-2`…). */
export function freshPageId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = (name.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'page').slice(0, 56);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A copy of a page, placed after it, with a new id; `name` is the copy's name. */
export function copyPage(pages: readonly DashboardPage[], id: string, name: string): DashboardPage[] {
  const at = pages.findIndex((p) => p.id === id);
  if (at < 0) return [...pages];
  const copy: DashboardPage = { ...structuredClone(pages[at]!), id: freshPageId(`${id}-copy`, pages.map((p) => p.id)), name };
  return [...pages.slice(0, at + 1), copy, ...pages.slice(at + 1)];
}

/** Pages from a file, added after the dashboard's (ids renewed where taken) or replacing them. */
export function importPages(current: readonly DashboardPage[], incoming: readonly DashboardPage[], mode: 'add' | 'replace'): DashboardPage[] {
  const out = mode === 'replace' ? [] : [...current];
  for (const page of incoming) {
    const taken = out.map((p) => p.id);
    out.push({ ...structuredClone(page), id: taken.includes(page.id) ? freshPageId(page.id, taken) : page.id });
  }
  return out;
}

export const renamePage = (pages: readonly DashboardPage[], id: string, name: string) => pages.map((p) => (p.id === id ? { ...p, name } : p));
export const removePage = (pages: readonly DashboardPage[], id: string) => pages.filter((p) => p.id !== id);
export const setWidgets = (pages: readonly DashboardPage[], id: string, widgets: DashboardWidget[]) => pages.map((p) => (p.id === id ? { ...p, widgets } : p));
