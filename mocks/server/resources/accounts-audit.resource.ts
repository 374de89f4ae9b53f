// The back office's audit log (POST admin/auditLogs: not in the spec, added in the shape of user/auditLogs; see
// docs/decisions.md). The records are the logs module's (generated history per tenant and day, plus recorded calls
// such as switching into an account); this module owns no state of its own.
import { defineHandlers } from '../types.ts';
import { searchAudit } from './analytics/audit.ts';
import { page } from './analytics/common.ts';
import { defineResource } from './define.ts';
import { auditStateOf } from './logs.resource.ts';

export default defineResource<Record<string, never>>({
  name: 'accounts-audit',
  seed: () => ({}),
  handlers: defineHandlers({
    'admin-auditLog-search-audit-logs': {
      handle({ body }, { store, now, caller }) {
        const rows = searchAudit(store, auditStateOf(store), caller.account, body, now);
        const { data, total } = page(rows, body.page ?? 1, body.pageSize ?? 25);
        return {
          data: data.map((r) => ({ id: r.id, accountName: r.accountName, proxyName: r.proxyName, method: r.method, url: r.url, reqID: r.reqID, ip: r.ip, status: r.status, code: r.code, createdAt: r.createdAt })),
          total,
        };
      },
    },
  }),
});
