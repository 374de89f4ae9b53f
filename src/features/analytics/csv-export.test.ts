// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bitsCsv, csvFileName, linesCsv, seriesCsv, topCsv } from './csv-export';

const lines = (text: string) => text.split('\r\n').filter(Boolean);

describe('chart exports', () => {
  it('a series: every point, time in UTC, the raw value', () => {
    const text = seriesCsv([{ x: Date.UTC(2026, 10, 28, 1, 0), y: 12.5 }, { x: Date.UTC(2026, 10, 28, 1, 5), y: 0 }], 'requestsPerSecond');
    expect(lines(text)).toEqual(['time,requestsPerSecond', '2026-11-28T01:00:00.000Z,12.5', '2026-11-28T01:05:00.000Z,0']);
  });
  it('a top list: rank, key, name (the key when unnamed), value and share; a formula-like name is written as text', () => {
    const text = topCsv([{ key: 'TW', name: 'Taiwan', value: 3 }, { key: '=1+1', name: '', value: 1 }], 'requests');
    expect(lines(text)).toEqual(['rank,key,name,requests,sharePercent', '1,TW,Taiwan,3,75', "2,'=1+1,'=1+1,1,25"]);
    expect(lines(topCsv([{ key: 'a', name: 'a, b', value: 0 }], 'bytes'))[1]).toBe('1,a,"a, b",0,0');
  });
  it('lines and bits', () => {
    expect(lines(linesCsv([{ x: 0, pass: 8, drop: 2 }, { x: 60_000, pass: 1 } as never], [{ key: 'pass', column: 'passBitsPerSecond' }, { key: 'drop', column: 'dropBitsPerSecond' }]))).toEqual([
      'time,passBitsPerSecond,dropBitsPerSecond',
      '1970-01-01T00:00:00.000Z,8,2',
      '1970-01-01T00:01:00.000Z,1,0',
    ]);
    expect(lines(bitsCsv([{ key: 'TCP', name: 'TCP', passBits: 80, dropBits: 8 }]))).toEqual(['rank,key,name,passBits,dropBits', '1,TCP,TCP,80,8']);
  });
  it('names the file after the chart and the start of the period', () => {
    expect(csvFileName('traffic-over-time', '2026-11-28T01:00:00.000Z')).toBe('traffic-over-time-2026-11-28T0100.csv');
    expect(csvFileName('requests-a-second')).toBe('requests-a-second.csv');
  });
});
