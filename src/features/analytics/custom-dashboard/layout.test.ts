// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryOf } from './catalogue';
import { addWidget, copyPage, freshPageId, importPages, moveWidget, packed, resizeWidget } from './layout';
import type { DashboardPage, DashboardWidget } from './types';

const w = (key: string, x: number, y: number, width: number, h: number): DashboardWidget => {
  const [id, dataType] = key.split('-') as [string, DashboardWidget['dataType']];
  return { key, widgetID: Number(id) as DashboardWidget['widgetID'], dataType, x, y, w: width, h };
};
const at = (widgets: DashboardWidget[], key: string) => {
  const found = widgets.find((x) => x.key === key)!;
  return [found.x, found.y, found.w, found.h];
};
// Two cards side by side, a series below them.
const page = [w('3-card', 0, 0, 6, 4), w('4-card', 6, 0, 6, 4), w('2-timeSeries', 0, 4, 24, 8)];

describe('dashboard layout', () => {
  it('moves a widget a column left or right, never off the grid', () => {
    expect(at(moveWidget(page, '4-card', 'right'), '4-card')).toEqual([7, 0, 6, 4]);
    expect(at(moveWidget(page, '4-card', 'left'), '4-card')).toEqual([5, 0, 6, 4]);
    expect(moveWidget(page, '3-card', 'left')).toEqual(page);
    expect(moveWidget([w('3-card', 18, 0, 6, 4)], '3-card', 'right')).toEqual([w('3-card', 18, 0, 6, 4)]);
  });

  it('moves a widget past its neighbour below or above, and back', () => {
    const down = moveWidget(page, '3-card', 'down');
    // The series stays under the other card; the moved card goes below the series.
    expect(at(down, '2-timeSeries')[1]).toBe(4);
    expect(at(down, '3-card')[1]).toBe(12);
    const alone = moveWidget([w('3-card', 0, 0, 24, 4), w('2-timeSeries', 0, 4, 24, 8)], '3-card', 'down');
    expect([at(alone, '2-timeSeries')[1], at(alone, '3-card')[1]]).toEqual([0, 8]);
    const back = moveWidget(down, '3-card', 'up');
    expect(at(back, '3-card')[1]).toBe(0);
    expect(moveWidget(page, '3-card', 'up')).toEqual(page);
  });

  it('resizes a widget a cell at a time within the grid and its minimum', () => {
    expect(at(resizeWidget(page, '3-card', 'wider'), '3-card')).toEqual([0, 0, 7, 4]);
    expect(at(resizeWidget(page, '2-timeSeries', 'wider'), '2-timeSeries')).toEqual([0, 4, 24, 8]);
    expect(at(resizeWidget([w('3-card', 18, 0, 6, 4)], '3-card', 'wider'), '3-card')).toEqual([17, 0, 7, 4]);
    expect(at(resizeWidget(page, '3-card', 'narrower'), '3-card')).toEqual([0, 0, 5, 4]);
    expect(at(resizeWidget(page, '3-card', 'taller'), '3-card')).toEqual([0, 0, 6, 5]);
    expect(at(resizeWidget(page, '3-card', 'taller'), '2-timeSeries')).toEqual([0, 5, 24, 8]);
    expect(at(resizeWidget([w('3-card', 0, 0, 3, 3)], '3-card', 'shorter'), '3-card')).toEqual([0, 0, 3, 3]);
  });

  it('adds a widget from the catalogue below the others with its settings', () => {
    const added = addWidget(page, entryOf({ widgetID: 11, dataType: 'top' })!);
    expect(added.at(-1)).toEqual({ key: '11-top', widgetID: 11, dataType: 'top', x: 0, y: 12, w: 12, h: 8, range: 'last24Hours', top: 30 });
    expect(packed([w('3-card', 0, 5, 6, 4)])).toEqual([w('3-card', 0, 0, 6, 4)]);
  });

  it('copies a page after it with a new id, and imports pages beside or instead of the dashboard', () => {
    const pages: DashboardPage[] = [
      { id: 'overview', name: 'Overview', widgets: page },
      { id: 'security', name: 'Security', widgets: [] },
    ];
    const copied = copyPage(pages, 'overview', 'Overview (copy)');
    expect(copied.map((p) => p.id)).toEqual(['overview', 'overview-copy', 'security']);
    expect(copied[1]!.widgets).toEqual(page);
    expect(copied[1]!.widgets).not.toBe(page);
    expect(importPages(pages, [pages[0]!, pages[0]!], 'add').map((p) => p.id)).toEqual(['overview', 'security', 'overview-2', 'overview-3']);
    expect(importPages(pages, [pages[1]!], 'replace').map((p) => p.id)).toEqual(['security']);
    expect(freshPageId('Harbor Tea (copy)', [])).toBe('harbor-tea-copy');
    expect(freshPageId('頁面', ['page'])).toBe('page-2');
  });
});
