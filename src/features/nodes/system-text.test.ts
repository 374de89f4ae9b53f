import { describe, expect, it } from 'vitest';
import { derived, formatValue, parseSystemText } from './system-text';

describe('node system text', () => {
  it('reads key=value lines, keeping numbers as numbers and skipping what is not a pair', () => {
    const pairs = parseSystemText('hostname=edge-tpe-01\ncpuUsage=23.4\n\n# comment\nbroken line\nsubIPs=\ngeneva=v1/window=10\n');
    expect(pairs).toEqual([
      { key: 'hostname', value: 'edge-tpe-01', number: null },
      { key: 'cpuUsage', value: '23.4', number: 23.4 },
      { key: 'subIPs', value: '', number: null },
      { key: 'geneva', value: 'v1/window=10', number: null },
    ]);
  });

  it('shows known keys with their units', () => {
    expect(formatValue('cpuUsage', 23.44, 'en')).toBe('23.4 %');
    expect(formatValue('memTotal', 67108864, 'en')).toBe('64.0 GiB');
    expect(formatValue('txBps', 2354000000, 'en')).toBe('2.4 Gbit/s');
    expect(formatValue('uptime', 1728000, 'en')).toBe('20 d 0 h');
    expect(formatValue('connections', 48213, 'en')).toBe('48,213');
  });

  it('derives memory and disk use in percent', () => {
    expect(derived(parseSystemText('memTotal=1000\nmemUsed=250\ndiskTotal=0\ndiskUsed=5'))).toEqual({ memPercent: 25 });
  });
});
