// Export the page on screen or the whole dashboard as a versioned JSON file, and import one (JSON only). The
// file is read and checked whole first (dashboard-file.ts); only then is the person asked whether its pages are
// added to the dashboard or replace it, and only then is anything saved.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Menu, Radio, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useRef, useState } from 'react';
import { notifySuccess } from '../../../services/feedback';
import { DialogActions } from '../../../components/DialogActions';
import { fileRefusal, ImportRefused, JsonFileInput } from '../../../components/rules/import-file';
import { translate } from '../../../validation/form';
import { saveText } from '../data';
import { DASHBOARD_FILE_MAX_BYTES, dashboardFileName, dashboardFileText, type DashboardFile, parseDashboardFile, widgetCount } from './dashboard-file';
import { layoutSchemaProblem } from './layout-schema';
import { type DashboardPage, MAX_PAGES } from './types';

interface Props {
  pages: readonly DashboardPage[];
  page: DashboardPage | undefined;
  /** Saves the dashboard with the file's pages; resolves true when saved (a refusal is reported by the query client). */
  onImport: (file: DashboardFile, mode: 'add' | 'replace') => Promise<boolean>;
  busy?: boolean;
}

export function DashboardTransfer({ pages, page, onImport, busy }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState<{ name: string; file: DashboardFile; migratedFrom: number | null } | null>(null);
  const [mode, setMode] = useState<'add' | 'replace'>('add');

  const exportPages = (which: 'page' | 'all') => {
    const chosen = which === 'page' && page ? [page] : pages;
    saveText(dashboardFileText(chosen, which === 'page' ? 'page' : 'dashboard'), dashboardFileName(which === 'page' && page ? page.id : 'all'), 'application/json');
    const count = chosen.length;
    notifySuccess(which === 'page' ? t`Exported the page.` : t`Pages exported: ${count}.`);
  };

  const read = async (file: File) => {
    const refusal = fileRefusal(file, DASHBOARD_FILE_MAX_BYTES, msg`The file is too large (at most 1 MB).`);
    setProblem(refusal);
    if (refusal) return;
    const parsed = parseDashboardFile(await file.text(), layoutSchemaProblem);
    if (!parsed.ok) return setProblem(translate(parsed.problem));
    setMode(parsed.file.content === 'dashboard' ? 'replace' : 'add');
    setReady({ name: file.name, file: parsed.file, migratedFrom: parsed.migratedFrom });
  };

  const total = ready ? (mode === 'add' ? pages.length : 0) + ready.file.pages.length : 0;
  const tooMany = total > MAX_PAGES;
  const fileName = ready?.name ?? '';
  const pageCount = ready?.file.pages.length ?? 0;
  const widgets = ready ? widgetCount(ready.file.pages) : 0;
  const from = ready?.migratedFrom ?? 0;

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" disabled={!pages.length}>
            <Trans>Export</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => exportPages('page')} disabled={!page}>
            <Trans>This page</Trans>
          </Menu.Item>
          <Menu.Item onClick={() => exportPages('all')}>
            <Trans>All pages</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" onClick={() => input.current?.click()} disabled={busy}>
        <Trans>Import</Trans>
      </Button>
      <JsonFileInput ref={input} label={t`Dashboard file to import`} testId="dashboard-import-input" onFile={(file) => void read(file)} />
      <ImportRefused problem={problem} title={t`This file cannot be imported`} closeLabel={<Trans>Close</Trans>} onClose={() => setProblem(null)} />
      {ready && (
        <Modal opened onClose={() => setReady(null)} title={t`Import a dashboard`} closeButtonProps={{ 'aria-label': t`Close` }}>
          <Stack>
            <Text>
              <Trans>
                Pages in {fileName}: {pageCount}; widgets: {widgets}.
              </Trans>
            </Text>
            {from > 0 && (
              <Text size="sm" c="dimmed">
                <Trans>It was written in version {from} of the format and has been brought up to date.</Trans>
              </Text>
            )}
            <Radio.Group label={t`What to do with the pages`} value={mode} onChange={(v) => setMode(v as 'add' | 'replace')}>
              <Stack gap="xs" mt="xs">
                <Radio value="add" label={t`Add them after the dashboard's pages`} />
                <Radio value="replace" label={t`Replace every page of the dashboard`} />
              </Stack>
            </Radio.Group>
            {tooMany && (
              <Alert color="red" role="alert">
                <Trans>A dashboard holds at most {MAX_PAGES} pages; this would make {total}. Replace the pages, or remove some first.</Trans>
              </Alert>
            )}
            <DialogActions
              onCancel={() => setReady(null)}
              color={mode === 'replace' ? 'red' : undefined}
              disabled={tooMany}
              busy={busy}
              onConfirm={() => void onImport(ready.file, mode).then((imported) => imported && setReady(null))}
              confirm={mode === 'replace' ? <Trans>Replace the dashboard</Trans> : <Trans>Add the pages</Trans>}
            />
          </Stack>
        </Modal>
      )}
    </>
  );
}
