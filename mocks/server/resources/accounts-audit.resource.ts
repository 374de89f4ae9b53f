// The back office's audit log (POST admin/auditLogs: not in the spec, added in the shape of user/auditLogs; see
// docs/decisions.md). The records are the logs module's (generated history per tenant and day, plus recorded calls
// such as switching into an account); this module owns no state of its own.
import { defineHandlers } from '../types.ts';
import { auditPage, auditView } from './analytics/audit.ts';
import { defineResource } from './define.ts';
import { auditStateOf } from './logs.resource.ts';

export default defineResource<Record<string, never>>({
  name: 'accounts-audit',
  seed: () => ({}),
  handlers: defineHandlers({
    'admin-auditLog-search-audit-logs': { handle: ({ body }, { store, now, caller }) => auditPage(store, auditStateOf(store), caller.account, body, now, auditView) },
  }),
});
