// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../validation/form';
import { addressKey, hostProblem, originProblems, parsePortLines } from './port-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const problemOf = (text: string, options?: Parameters<typeof parsePortLines>[1]) => {
  const { problem } = parsePortLines(text, options);
  return problem ? translate(problem) : null;
};

describe('parsePortLines', () => {
  it('reads ports one a line and ranges, skipping blank lines', () => {
    expect(parsePortLines('27015\n\n 27016 \n28000-28002')).toEqual({ ports: [27015, 27016, 28000, 28001, 28002], problem: null });
  });

  it('requires at least one port', () => {
    expect(problemOf('  \n')).toBe('This field is required.');
  });

  it('tells a reserved port from one out of range, on its line', () => {
    expect(problemOf('27015\n3306')).toBe('Line 2: Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.');
    expect(problemOf('61100')).toBe('Line 1: Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.');
    expect(problemOf('70000')).toBe('Line 1: Layer-4 forwarding ports go from 1000 to 65000.');
    expect(problemOf('999')).toBe('Line 1: Layer-4 forwarding ports go from 1000 to 65000.');
    expect(problemOf('80a')).toBe('Line 1: Layer-4 forwarding ports go from 1000 to 65000.');
  });

  it('checks every port of a range, and the range itself', () => {
    expect(problemOf('3300-3320')).toBe('Line 1: Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.');
    expect(problemOf('30010-30000')).toMatch(/^Line 1: Write a range as first-last/);
    expect(problemOf('64990-65010')).toBe('Line 1: Layer-4 forwarding ports go from 1000 to 65000.');
  });

  it('refuses the zone listening ports, ports the site forwards and ports listed twice', () => {
    expect(problemOf('8080', { zonePorts: [80, 443, 8080] })).toBe("Line 1: This port is not allowed: the zone's websites listen on it.");
    expect(problemOf('7000\n7443', { existing: [7443] })).toBe('Line 2: This site already forwards this port.');
    expect(problemOf('7000-7002\n7001')).toBe('Line 2: This port is listed twice.');
  });

  it('accepts the edges of the range', () => {
    expect(parsePortLines('1000\n65000\n3305\n60999\n61200').problem).toBeNull();
  });

  it('stops at 5000 ports', () => {
    expect(problemOf('10000-15000')).toBe('At most 5000 ports at once.');
    expect(parsePortLines('10000-14999').ports).toHaveLength(5000);
  });
});

describe('origins', () => {
  it('accepts IPv4, IPv6 and host names', () => {
    for (const host of ['198.51.100.7', '2001:db8::5', 'origin-1.harbor-tea.example', 'backend']) expect(hostProblem(host)).toBeNull();
    for (const host of ['198.51.100.256', 'exa mple.com', '-bad.example', '10.0.0']) expect(hostProblem(host)).not.toBeNull();
  });

  it('spells one address one way', () => {
    expect(addressKey('2001:0DB8:0:0::5')).toBe(addressKey('2001:db8::5'));
    expect(addressKey('Origin.Example')).toBe('origin.example');
  });

  it('refuses the same address with the same port, but not with another port', () => {
    const problems = originProblems([
      { host: '198.51.100.7', port: 80, weight: 1 },
      { host: '198.51.100.7', port: 8080, weight: 1 },
      { host: '198.51.100.7', port: 80, weight: 1 },
      { host: 'a.example', port: 80, weight: 1 },
      { host: 'A.example', port: 80, weight: 1 },
    ]);
    expect(problems.map((p) => (p.host ? translate(p.host) : null))).toEqual([
      null,
      null,
      'The same IP is listed twice.',
      null,
      'The same address is listed twice.',
    ]);
  });

  it('when the port follows the forwarding port, the same address twice is a duplicate', () => {
    const [, second] = originProblems(
      [
        { host: '198.51.100.7', port: '', weight: 1 },
        { host: '198.51.100.7', port: '', weight: 1 },
      ],
      { followPort: true },
    );
    expect(translate(second!.host!)).toBe('The same IP is listed twice.');
  });

  it('checks ports and weights, and the origins a port has', () => {
    const [problems] = originProblems([{ host: '198.51.100.7', port: 70000, weight: 101 }]);
    expect(translate(problems!.port!)).toBe('Enter a port from 1 to 65535.');
    expect(translate(problems!.weight!)).toBe('Enter a whole number from 1 to 100.');
    const [taken] = originProblems([{ host: '198.51.100.40', port: 7443, weight: 1 }], { others: [{ host: '198.51.100.40', port: 7443 }] });
    expect(translate(taken!.host!)).toBe('The same IP is listed twice.');
  });
});
