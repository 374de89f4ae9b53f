import { describe, expect, it } from 'vitest';
import { type LogFilter, logBody, logProblem, prependNew } from './log-query';

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
});
