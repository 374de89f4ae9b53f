// The list kit's parts of the audit log (forms/common/lists/audit-log.list.json, the three consoles): a row's URL opens
// the request's details (the screen's dialog, through `AuditShownContext`), its result is done or refused with the
// code, and the method filter offers the five methods.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge } from '@mantine/core';
import { createContext, useContext } from 'react';
import auditLog from '../../../forms/common/lists/audit-log.list.json';
import type { AuditLog, ClientAuditLog } from '../../api/generated/model';
import { defineList } from '../../kit/lists/descriptor';
import { listParts } from '../../kit/lists/list-parts';
import type { CellProps, FilterChoice, ListOverride, Row } from '../../kit/lists/scope';
import { useArea } from '../../services/use-area';
import { AUDIT_CONFIG } from './config';

export type AuditRow = AuditLog | ClientAuditLog;
const METHODS: FilterChoice[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ value: method, label: method }));

export const AUDIT_LIST = defineList(auditLog);

/** Opens a row's request details (the screen's dialog). */
export const AuditShownContext = createContext<(row: AuditRow) => void>(() => undefined);

/** Done, or refused with its code: the client's `status` is the catalogue code (101001: done), the others' `code`. */
export function AuditResult({ row }: { row: AuditRow }) {
  const { t } = useLingui();
  const config = AUDIT_CONFIG[useArea()];
  const code = config.statusIsCode ? (row.status === 101001 ? null : row.status) : ((row as AuditLog).code ?? null);
  return code === null ? (
    <Badge color="green" variant="light">
      <Trans>Done</Trans>
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {t`Refused (${code})`}
    </Badge>
  );
}

function Url({ row }: CellProps) {
  const show = useContext(AuditShownContext);
  return (
    <Anchor component="button" type="button" size="sm" ff="monospace" ta="left" style={{ wordBreak: 'break-all' }} onClick={() => show(row as unknown as AuditRow)}>
      {String(row.url ?? '')}
    </Anchor>
  );
}

function Result({ row }: CellProps) {
  return <AuditResult row={row as unknown as AuditRow} />;
}

const auditLogOverride: ListOverride = {
  // A row is named by its request: "DELETE /api/v1/…".
  use: () => ({ rowName: (row: Row) => `${String(row.method ?? '')} ${String(row.url ?? '')}` }),
};

export const AUDIT_LIST_PARTS = listParts({
  cells: [{ 'audit.url': Url, 'audit.result': Result }],
  overrides: [{ auditLog: auditLogOverride }],
  choices: [{ 'audit.methods': () => METHODS }],
});
