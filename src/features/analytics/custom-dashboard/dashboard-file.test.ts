// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardFileText, DASHBOARD_FILE_VERSION, MIGRATIONS, parseDashboardFile, topSizeFor } from './dashboard-file';
import { layoutSchemaProblem } from './layout-schema';
import type { DashboardPage } from './types';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const page: DashboardPage = {
  id: 'overview',
  name: 'Overview',
  widgets: [
    { key: '3-card', widgetID: 3, dataType: 'card', x: 0, y: 0, w: 6, h: 4, range: 'last24Hours' },
    { key: '11-top', widgetID: 11, dataType: 'top', x: 6, y: 0, w: 18, h: 8, top: 30, zoneIDs: [1] },
  ],
};
const parse = (value: unknown) => parseDashboardFile(typeof value === 'string' ? value : JSON.stringify(value), layoutSchemaProblem);
const problemOf = (value: unknown) => {
  const result = parse(value);
  return result.ok ? null : result.problem.message;
};

describe('dashboard file', () => {
  it('reads back what it writes', () => {
    const text = dashboardFileText([page], 'page', new Date('2026-11-26T10:00:00Z'));
    const result = parse(text);
    expect(result).toEqual({ ok: true, migratedFrom: null, file: { format: 'parapet.dashboard', version: DASHBOARD_FILE_VERSION, content: 'page', exportedAt: '2026-11-26T10:00:00.000Z', pages: [page] } });
  });

  it('migrates version 1 (the layout as the dashboard call answers it) forward: top sizes to spec 9, what it holds, when', () => {
    const v1 = {
      version: 1,
      updatedAt: '2026-11-20T04:12:33Z',
      pages: [
        { ...page, widgets: [{ ...page.widgets[0], top: undefined }, { ...page.widgets[1], top: 7 }] },
        { id: 'security', name: 'Security', widgets: [{ key: '23-top', widgetID: 23, dataType: 'top', x: 0, y: 0, w: 12, h: 8, top: 1 }, { key: '24-top', widgetID: 24, dataType: 'top', x: 12, y: 0, w: 12, h: 8, top: 25 }] },
      ],
    };
    const result = parse(v1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.migratedFrom).toBe(1);
    expect(result.file.content).toBe('dashboard');
    expect(result.file.exportedAt).toBe('2026-11-20T04:12:33Z');
    expect(result.file.pages[0]!.widgets.map((w) => w.top)).toEqual([undefined, 10]);
    expect(result.file.pages[1]!.widgets.map((w) => w.top)).toEqual([5, 30]);
  });

  it('the v1 step alone: one page is a page, top sizes round up to the next spec-9 size, other fields kept', () => {
    const step = MIGRATIONS[1]!({ version: 1, pages: [{ ...page, widgets: [{ ...page.widgets[1], top: 11 }] }] });
    expect(step).toMatchObject({ format: 'parapet.dashboard', version: 2, content: 'page', exportedAt: null });
    expect((step.pages as DashboardPage[])[0]!.widgets[0]).toEqual({ ...page.widgets[1], top: 20 });
    expect([1, 5, 6, 10, 11, 20, 21, 30].map(topSizeFor)).toEqual([5, 5, 10, 10, 20, 20, 30, 30]);
  });

  it.each([
    ['text that is not JSON', '{"version": 2,', 'The file is not valid JSON.'],
    ['a JSON array', [], 'This is not a dashboard file exported from this console.'],
    ['another format', { format: 'parapet.rules', version: 1, pages: [] }, 'This is not a dashboard file exported from this console.'],
    ['a future version', { format: 'parapet.dashboard', version: 3, pages: [page] }, "The file's version ({version}) is not supported by this console."],
    ['a version 2 without its format', { version: 2, pages: [page] }, "The file's version ({version}) is not supported by this console."],
    ['no pages', { format: 'parapet.dashboard', version: 2, content: 'dashboard', pages: [] }, 'The file holds no pages.'],
    ['a card of a top-list type', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, widgets: [{ key: '11-card', widgetID: 11, dataType: 'card', x: 0, y: 0, w: 6, h: 4 }] }] }, 'The file is not a valid dashboard: {problem}'],
    ['a top size outside spec 9', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, widgets: [{ ...page.widgets[1], top: 7 }] }] }, 'The file is not a valid dashboard: {problem}'],
    ['an unknown field', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, colour: 'red' }] }, 'The file is not a valid dashboard: {problem}'],
    ['a wrong key', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, widgets: [{ ...page.widgets[0], key: '4-card' }] }] }, 'Page {pageNumber}, widget {number}: its key must be {key}.'],
    ['a widget twice', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, widgets: [page.widgets[0], { ...page.widgets[0], x: 6 }] }] }, 'Page {pageNumber} holds the widget {key} twice.'],
    ['a widget past the grid', { format: 'parapet.dashboard', version: 2, pages: [{ ...page, widgets: [{ ...page.widgets[0], x: 20 }] }] }, 'Page {pageNumber}, widget {number} does not fit the 24-column grid.'],
  ])('refuses %s whole', (_name, value, message) => {
    expect(problemOf(value)).toBe(message);
  });

  it('says where the schema problem is', () => {
    const result = parse({ format: 'parapet.dashboard', version: 2, pages: [page, { ...page, id: 'b', widgets: [page.widgets[0], { ...page.widgets[1], top: 7 }] }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(String(result.problem.values?.problem)).toMatch(/^Page 2, widget 2 \(top\): /);
  });
});
