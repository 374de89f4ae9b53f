// @vitest-environment node
// A log export's file is generated a bucket at a time and streamed (issue 24, item 7) yet holds exactly what the
// whole-array algorithm wrote: every matching line of the search (accessLines/wafLines, newest first) through the
// one CSV writer, each line ended by CR LF; its recorded size and rows are those of the file downloaded. A golden
// hash, computed with the whole-array algorithm (commit 91546c3), pins the bytes of four exports on a fixed clock;
// the last one covers more site-buckets than the line cache holds (its lines are then not remembered).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { csvRow } from '../../../src/kit/csv.ts';
import { startTestBackend, type TestBackend } from '../testing.ts';
import type { Caller } from '../types.ts';
import { selection } from './analytics/common.ts';
import { ACCESS_COLUMNS, accessLines, WAF_COLUMNS, wafLines } from './analytics/logs.ts';

type S = components['schemas'];

// A fixed clock: the generated lines follow the clock, and the golden hash must not.
const START = Date.parse('2026-11-20T12:34:56.789Z');
let clock = START;
let t: TestBackend;
const at = (hoursAgo: number) => new Date(START - hoursAgo * 3_600_000).toISOString();

beforeAll(async () => {
  t = await startTestBackend({ now: () => clock });
});
afterAll(() => t.close());

interface Case {
  name: string;
  area: 'user' | 'client';
  account: 'mei' | 'northwind';
  accountId: number;
  body: Record<string, unknown>;
}

const cases: Case[] = [
  { name: 'user access, one site, 3 hours', area: 'user', account: 'mei', accountId: 302, body: { type: 'access', startTime: at(4), endTime: at(1), siteIDs: [4102] } },
  { name: 'user WAF, every site, 12 hours (rule lines only)', area: 'user', account: 'mei', accountId: 302, body: { type: 'waf', startTime: at(13), endTime: at(1) } },
  { name: 'client access, every site, status 200, 15 minutes', area: 'client', account: 'northwind', accountId: 102, body: { type: 'access', startTime: at(1.25), endTime: at(1), status: 200 } },
  { name: 'client WAF, every site, 90 minutes (more than the line cache holds)', area: 'client', account: 'northwind', accountId: 102, body: { type: 'waf', startTime: at(2.5), endTime: at(1) } },
];

/** The file as the whole-array algorithm made it: the search's lines, each through csvRow, each ended by CR LF. */
async function reference(c: Case, now: number): Promise<{ text: string; rows: number }> {
  const account = t.backend.store.accounts.get(c.accountId)!;
  const caller = { account } as Caller;
  const sel = await selection(t.backend.store, caller, { siteIDs: c.body.siteIDs as number[] | undefined }, now);
  const w = { from: Date.parse(c.body.startTime as string), to: Date.parse(c.body.endTime as string), now };
  if (c.body.type === 'access') {
    const lines = await accessLines(sel, w, { status: c.body.status === undefined ? undefined : [c.body.status as number] });
    return { text: [csvRow(ACCESS_COLUMNS), ...lines.map((l) => csvRow(ACCESS_COLUMNS.map((k) => l[k])))].map((row) => `${row}\r\n`).join(''), rows: lines.length };
  }
  const lines = (await wafLines(sel, w, {})).filter((l) => c.area === 'client' || l.ruleID !== null);
  return { text: [csvRow(WAF_COLUMNS), ...lines.map((l) => csvRow(WAF_COLUMNS.map((k) => l[k])))].map((row) => `${row}\r\n`).join(''), rows: lines.length };
}

describe('log export files', () => {
  it('hold what the whole-array algorithm wrote, with their size and rows, byte for byte', async () => {
    const digest = createHash('sha256');
    for (const c of cases) {
      clock = START;
      t.backend.reset();
      const token = await t.tokenOf(c.account);
      const created = await t.call<{ data: { id: number } }>('POST', `/${c.area}/log/export/file`, { token, body: c.body });
      expect(created.status, c.name).toBe(200);
      clock = START + 10_000;
      const id = created.body.data.id;
      const view = await t.call<{ data: S['LogExportFile'] | S['ClientLogExport'] }>('GET', `/${c.area}/log/export/${id}`, { token });
      const response = await fetch(new URL(`/api/v1/${c.area}/log/export/file/${id}`, t.origin), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, c.name).toBe(200);
      const text = await response.text();
      const expected = await reference(c, clock);
      expect(expected.rows, c.name).toBeGreaterThan(0);
      expect(text === expected.text, `${c.name}: the file differs from the whole-array algorithm's`).toBe(true);
      if (c.area === 'user') {
        const user = view.body.data as S['LogExportFile'];
        expect(user.rows, c.name).toBe(expected.rows);
        expect(user.size, c.name).toBe(Buffer.byteLength(text));
      } else {
        expect((view.body.data as S['ClientLogExport']).sizeBytes, c.name).toBe(Buffer.byteLength(text));
      }
      digest.update(`${c.name}\n${text}`);
    }
    expect(digest.digest('hex')).toBe('6e027acd03b516947aee265a04b962697d88b109141949e52caa7066fca7ec39');
  }, 120_000);
});
