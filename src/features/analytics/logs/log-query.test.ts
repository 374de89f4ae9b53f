// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendNew, filterByValue, type LogFilter, logBody, logProblem, prependNew } from './log-query';

const base: LogFilter = { kind: 'access', from: new Date('2026-11-26T10:00:00Z'), to: new Date('2026-11-26T11:00:00Z'), siteId: null, domain: null, remoteIP: '', uri: '', cacheStatus: null, status: '' };

describe('log query', () => {
  it('refuses more than one day, a reversed range, a bad IP or status', () => {
    expect(logProblem(base)).toBeNull();
    expect(logProblem({ ...base, to: new Date('2026-11-27T10:00:01Z') })).toEqual({ field: 'to', reason: 'day' });
    expect(logProblem({ ...base, to: new Date('2026-11-26T09:00:00Z') })).toEqual({ field: 'to', reason: 'order' });
    expect(logProblem({ ...base, remoteIP: '300.1.1.1' })).toEqual({ field: 'remoteIP', reason: 'ip' });
    expect(logProblem({ ...base, remoteIP: '203.0.113.0/24' })).toBeNull();
    expect(logProblem({ ...base, status: '20' })).toEqual({ field: 'status', reason: 'status' });
    expect(logProblem({ ...base, kind: 'waf', status: '20' })).toBeNull();
  });
  it('writes each console body', () => {
    const f = { ...base, siteId: '7', cacheStatus: 'HIT', status: '404' };
    expect(logBody('user', f, f.from!, f.to!)).toMatchObject({ siteIDs: [7], cacheStatus: ['HIT'], status: [404] });
    expect(logBody('client', f, f.from!, f.to!)).toMatchObject({ siteIDs: [7], cacheStatus: 'HIT', status: 404 });
  });
  it('prepends only new rows and keeps the cap', () => {
    const row = (id: string, time: string) => ({ reqID: id, time, siteID: 1, domain: 'a', remoteIP: '1.1.1.1', method: 'GET', uri: '/' });
    const known = [row('b', '2026-11-26T10:00:02Z'), row('a', '2026-11-26T10:00:01Z')];
    const next = prependNew(known, [row('b', '2026-11-26T10:00:02Z'), row('c', '2026-11-26T10:00:03Z')], 2);
    expect(next.map((r) => r.reqID)).toEqual(['c', 'b']);
    expect(prependNew(known, [row('a', '2026-11-26T10:00:01Z')], 10)).toBe(known);
  });
  it('appends a page without the lines already shown (one line twice after scrolling, issue 25)', () => {
    const row = (id: string) => ({ reqID: id, time: '2026-11-26T10:00:00Z', siteID: 1, domain: 'a', remoteIP: '1.1.1.1', method: 'GET', uri: '/' });
    const known = [row('a'), row('b')];
    expect(appendNew(known, [row('b'), row('c'), row('c'), row('d')]).map((r) => r.reqID)).toEqual(['a', 'b', 'c', 'd']);
    expect(appendNew(known, [row('a')])).toBe(known);
  });
  it('narrows the filter to a value of a line, for the fields the filter has', () => {
    expect(filterByValue('remoteIP', '203.0.113.7')).toEqual({ remoteIP: '203.0.113.7' });
    expect(filterByValue('status', 404)).toEqual({ status: '404' });
    expect(filterByValue('siteID', 4101)).toEqual({ siteId: '4101' });
    expect(filterByValue('cacheStatus', 'HIT')).toEqual({ cacheStatus: 'HIT' });
    expect(filterByValue('cacheStatus', '-')).toBeNull();
    expect(filterByValue('userAgent', 'curl/8')).toBeNull();
    expect(filterByValue('uri', '')).toBeNull();
  });
});
