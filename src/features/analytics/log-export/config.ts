// Log export (spec 3 export file, spec 4 export states, spec 6 per-user caps, spec 7 log export calls): the screen
// is written once; what differs per console is here: the calls and how each console's export rows read (the
// user console names the size `size` and counts the rows, the client console names it `sizeBytes`).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Area } from '../../../api/areas';
import type { ClientLogExport, LogExportFile, LogExportStatus } from '../../../api/generated/model';
import type { OperationId } from '../../../api/invalidate';

/** An export as the screen shows it, whatever the console's shape. */
export interface ExportRow {
  id: number;
  type: 'access' | 'waf';
  status: LogExportStatus;
  createdAt: string;
  startTime: string;
  endTime: string;
  fileName: string | null;
  size: number | null;
  rows: number | null;
  message: string | null;
}

export interface LogExportConfig {
  ops: {
    list: OperationId;
    create: OperationId;
    remove: OperationId;
    retry: OperationId;
    /** One export's state, read again before its file is downloaded (it may have been removed or expired meanwhile). */
    get: OperationId;
    download: OperationId;
  };
  rowOf: (row: never) => ExportRow;
}

/** What both consoles name alike. */
const shared = (r: LogExportFile | ClientLogExport) => ({
  id: r.id,
  type: r.type,
  status: r.status,
  createdAt: r.createdAt,
  startTime: r.startTime,
  endTime: r.endTime,
  message: r.message ?? null,
});

const fromUser = (r: LogExportFile): ExportRow => ({ ...shared(r), fileName: r.fileName ?? null, size: r.size ?? null, rows: r.rows ?? null });

const fromClient = (r: ClientLogExport): ExportRow => ({ ...shared(r), fileName: r.fileName, size: r.sizeBytes, rows: null });

export const LOG_EXPORT_CONFIG: Partial<Record<Area, LogExportConfig>> = {
  user: {
    ops: {
      list: 'user-logExport-list-exports',
      create: 'user-logExport-create-export',
      remove: 'user-logExport-delete-exports',
      retry: 'user-logExport-retry-exports',
      get: 'user-logExport-get-export',
      download: 'user-logExport-download-file',
    },
    rowOf: fromUser as (row: never) => ExportRow,
  },
  client: {
    ops: {
      list: 'client-log-list-exports',
      create: 'client-log-create-export',
      remove: 'client-log-delete-exports',
      retry: 'client-log-retry-exports',
      get: 'client-log-get-export',
      download: 'client-log-download-export',
    },
    rowOf: fromClient as (row: never) => ExportRow,
  },
};

/** Every state with its colour and its name (spec 4), so it reads without colour too. */
export const EXPORT_STATE: Record<LogExportStatus, { label: MessageDescriptor; color: string }> = {
  processing: { label: msg`Processing`, color: 'blue' },
  completed: { label: msg`Completed`, color: 'green' },
  deleting: { label: msg`Deleting`, color: 'orange' },
  deleted: { label: msg`Deleted`, color: 'gray' },
  failed: { label: msg`Failed`, color: 'red' },
};

/** States that change by themselves: the list is read again while one is shown. */
export const MOVING: readonly LogExportStatus[] = ['processing', 'deleting'];

/** How often the list is read again while an export moves. */
export const REFRESH_MS = 2_000;
