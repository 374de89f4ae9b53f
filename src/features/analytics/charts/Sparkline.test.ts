// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sparkPoints } from './Sparkline';

describe('sparkline', () => {
  it('draws nothing for fewer than two points', () => {
    expect(sparkPoints([])).toBe('');
    expect(sparkPoints([{ x: 1, y: 5 }])).toBe('');
  });
  it('spans the box: first point on the left, the peak at the top, the least at the bottom', () => {
    const points = sparkPoints([
      { x: 0, y: 10 },
      { x: 1, y: 30 },
      { x: 2, y: 20 },
    ]).split(' ');
    expect(points).toEqual(['0.0,30.0', '60.0,2.0', '120.0,16.0']);
  });
  it('keeps a constant series flat in the middle', () => {
    expect(sparkPoints([{ x: 0, y: 4 }, { x: 1, y: 4 }])).toBe('0.0,16.0 120.0,16.0');
  });
});
