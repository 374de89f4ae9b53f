// Audit log (spec 3 and 7: userManagement/logOperation): one screen for the three consoles. Each console names
// its search call; the client's answer gives the catalogue code as `status` (101001: done), the others the HTTP
// status and the error code apart.
import type { Area } from '../../api/areas';
import type { OperationId } from '../../api/invalidate';

export interface AuditConfig {
  operation: OperationId;
  /** `status` is the answer's catalogue code (client) rather than its HTTP status. */
  statusIsCode: boolean;
}

export const AUDIT_CONFIG: Record<Area, AuditConfig> = {
  user: { operation: 'user-auditLog-search-audit-logs', statusIsCode: false },
  client: { operation: 'client-log-list-audit-logs', statusIsCode: true },
  admin: { operation: 'admin-auditLog-search-audit-logs', statusIsCode: false },
};

export const AUDIT_PATH = 'userManagement/logOperation';
