// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';

type S = components['schemas'];

const { t } = useTestBackend();

const week = () => ({ startTime: new Date(Date.now() - 7 * 86_400_000).toISOString(), endTime: new Date().toISOString() });

describe('audit logs of the accounts screens', () => {
  it("answers the back office its own history (admin calls only) and refuses another area's token (101018)", async () => {
    const admin = await t.tokenOf('admin');
    const answer = await t.call<S['AuditLogList']>('POST', '/admin/auditLogs', { token: admin, body: { ...week(), pageSize: 100 } });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.data.every((row) => row.url.startsWith('/admin/'))).toBe(true);
    const client = await t.tokenOf('northwind');
    const refused = await t.call<S['ErrorEnvelope']>('POST', '/admin/auditLogs', { token: client, body: week() });
    expect(refused.body.code).toBe(101018);
  });

  it("records a switch into an account in the manager's audit log", async () => {
    const client = await t.tokenOf('northwind');
    expect((await t.call('POST', '/client/proxy', { token: client, body: { id: 302 } })).status).toBe(200);
    const answer = await t.call<S['ClientAuditLogList']>('POST', '/client/auditLogs', { token: client, body: { ...week(), url: '/proxy' } });
    expect(answer.body.data.map((row) => [row.accountName, row.method, row.url])).toEqual([['ops-northwind', 'POST', '/client/proxy']]);
  });
});
