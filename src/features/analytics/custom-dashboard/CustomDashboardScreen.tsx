// The customisable dashboard (client `dataAnalysis/statisticsCustomize`, spec 1, 3, 5, 7, 9): pages (tabs) of
// widgets keyed widgetID-dataType on a 24-column grid (react-grid-layout), saved whole through the dashboard call
// after every change. Widgets are added from a catalogue, moved and resized with the mouse or from their menu
// (keyboard), configured (range, interval, top size, zones, sites) and removed; pages are added, renamed,
// copied and removed; a page or the whole dashboard is exported and imported as a versioned JSON file.
import 'react-grid-layout/css/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { getClientDashboardGetDashboardQueryKey, useClientDashboardGetDashboard, useClientDashboardSaveDashboard } from '../../../api/generated/hooks/dashboard/dashboard';
import type { ClientDashboard } from '../../../api/generated/model/clientDashboard';
import { invalidateAfter } from '../../../api/invalidate';
import { notifySuccess } from '../../../services/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { AddWidget } from './AddWidget';
import type { DashboardFile } from './dashboard-file';
import { DashboardTransfer } from './DashboardTransfer';
import { addWidget, copyPage, freshPageId, importPages, itemOf, moveWidget, removePage, renamePage, resizeWidget, setWidgets, withItems } from './layout';
import { type Dashboard, type DashboardPage, type DashboardWidget, GRID_COLUMNS, MAX_PAGES, MAX_WIDGETS } from './types';
import { GAP, ROW_HEIGHT, useWidgetTitle, type WidgetAction, WidgetView } from './WidgetView';
import { WidgetSettings } from './WidgetSettings';
import { DialogActions } from '../../../components/DialogActions';
import { Modal } from '../../../components/dialog-mount';

/** Widgets refresh together every 5 minutes while the page is shown (spec 9: 300000 ms polling). */
const REFRESH_MS = 300_000;
/** Below this width the grid is a single column of widgets in reading order (moved from their menus). */
const NARROW_PX = 720;
/** The contract's ClientDashboardPage.name maxLength. */
const NAME_MAX = 64;

type Ask =
  | { kind: 'add' }
  | { kind: 'settings'; key: string }
  | { kind: 'removeWidget'; key: string }
  | { kind: 'rename' }
  | { kind: 'new' }
  | { kind: 'removePage' };

/** The time the widgets' ranges end at: taken again every 5 minutes while the document is visible. */
function useRefreshTime(): [number, () => void] {
  const [at, setAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setAt(Date.now());
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return [at, () => setAt(Date.now())];
}

export function Component() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useClientDashboardGetDashboard();
  const save = useClientDashboardSaveDashboard();
  const [draft, setDraft] = useState<DashboardPage[] | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [at, refresh] = useRefreshTime();
  const saved = (query.data?.data as Dashboard | undefined)?.pages;
  const pages = useMemo(() => draft ?? saved ?? [], [draft, saved]);
  const page = pages.find((p) => p.id === active) ?? pages[0];

  /** Saves the whole layout; shows it at once and goes back to the saved one when the server refuses it. */
  const commit = useCallback(
    async (next: DashboardPage[], done?: string): Promise<boolean> => {
      setDraft(next);
      try {
        const answer = await save.mutateAsync({ data: { version: 1, pages: next } as ClientDashboard });
        queryClient.setQueryData(getClientDashboardGetDashboardQueryKey(), answer);
        void invalidateAfter(queryClient, 'client-dashboard-save-dashboard');
        if (done) notifySuccess(done);
        return true;
      } catch {
        // Reported by the query client with the catalogue's message; the saved layout is shown again.
        return false;
      } finally {
        setDraft(null);
      }
    },
    [save, queryClient],
  );

  const changeWidgets = useCallback(
    (widgets: DashboardWidget[], done?: string) => (page ? commit(setWidgets(pages, page.id, widgets), done) : Promise.resolve(false)),
    [commit, pages, page],
  );

  const onAction = useCallback(
    (key: string, action: WidgetAction) => {
      if (!page) return;
      if (action.kind === 'move') void changeWidgets(moveWidget(page.widgets, key, action.direction));
      else if (action.kind === 'resize') void changeWidgets(resizeWidget(page.widgets, key, action.change));
      else if (action.kind === 'settings') setAsk({ kind: 'settings', key });
      else setAsk({ kind: 'removeWidget', key });
    },
    [page, changeWidgets],
  );

  if (query.isPending) {
    return (
      <>
        <PageHeader title={<Trans>Custom dashboard</Trans>} />
        <Group justify="center" py="xl">
          <Loader aria-label={t`Loading`} />
        </Group>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={<Trans>Custom dashboard</Trans>} />
        <Alert color="red" title={t`The dashboard could not be loaded`}>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </>
    );
  }

  const busy = save.isPending;
  const taken = new Set(page?.widgets.map((w) => w.key));
  const pageName = page?.name ?? '';
  const widgetTotal = page?.widgets.length ?? 0;
  const onImport = (file: DashboardFile, mode: 'add' | 'replace') => {
    const next = importPages(pages, file.pages, mode);
    const count = file.pages.length;
    return commit(next, t`Pages imported: ${count}.`).then((ok) => {
      if (ok) setActive(next[mode === 'add' ? pages.length : 0]?.id ?? null);
      return ok;
    });
  };

  return (
    <>
      <PageHeader
        title={<Trans>Custom dashboard</Trans>}
        description={<Trans>Pages of cards, top lists and time series of your choice. Every change is saved at once.</Trans>}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={refresh}>
              <Trans>Refresh</Trans>
            </Button>
            <DashboardTransfer pages={pages} page={page} onImport={onImport} busy={busy} />
          </Group>
        }
      />
      <Tabs value={page?.id ?? null} onChange={setActive} keepMounted={false}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs" mb="md">
          <Tabs.List>
            {pages.map((p) => (
              <Tabs.Tab key={p.id} value={p.id}>
                {p.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={busy || pages.length >= MAX_PAGES} onClick={() => setAsk({ kind: 'new' })}>
              <Trans>New page</Trans>
            </Button>
            <Button variant="default" size="xs" disabled={busy || !page} onClick={() => setAsk({ kind: 'rename' })}>
              <Trans>Rename page</Trans>
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={busy || !page || pages.length >= MAX_PAGES}
              onClick={() => {
                if (!page) return;
                const next = copyPage(pages, page.id, t`${pageName} (copy)`.slice(0, NAME_MAX));
                const copyId = next[next.findIndex((p) => p.id === page.id) + 1]?.id ?? null;
                void commit(next, t`Page copied.`).then((ok) => ok && setActive(copyId));
              }}
            >
              <Trans>Copy page</Trans>
            </Button>
            <Button variant="light" color="red" size="xs" disabled={busy || pages.length <= 1} onClick={() => setAsk({ kind: 'removePage' })}>
              <Trans>Remove page</Trans>
            </Button>
            <Button size="xs" disabled={busy || !page || page.widgets.length >= MAX_WIDGETS} onClick={() => setAsk({ kind: 'add' })}>
              <Trans>Add widget</Trans>
            </Button>
          </Group>
        </Group>
        {pages.length > 0 && pages.length >= MAX_PAGES && (
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>A dashboard holds at most {MAX_PAGES} pages.</Trans>
          </Text>
        )}
        {page && (
          <Tabs.Panel value={page.id}>
            {page.widgets.length === 0 ? (
              <Card withBorder padding="xl">
                <Stack align="center" gap="sm">
                  <Text c="dimmed">
                    <Trans>This page has no widgets yet.</Trans>
                  </Text>
                  <Button onClick={() => setAsk({ kind: 'add' })} disabled={busy}>
                    <Trans>Add widget</Trans>
                  </Button>
                </Stack>
              </Card>
            ) : (
              <PageGrid key={page.id} widgets={page.widgets} at={at} busy={busy} onAction={onAction} onLayout={(widgets) => void changeWidgets(widgets)} />
            )}
          </Tabs.Panel>
        )}
      </Tabs>

      {ask?.kind === 'add' && page && (
        <AddWidget
          taken={taken}
          busy={busy}
          onClose={() => setAsk(null)}
          onAdd={(entry) => void changeWidgets(addWidget(page.widgets, entry), t`Widget added.`).then((ok) => ok && setAsk(null))}
        />
      )}
      {ask?.kind === 'settings' && page && (
        <SettingsFor
          widget={page.widgets.find((w) => w.key === ask.key)}
          busy={busy}
          onClose={() => setAsk(null)}
          onSave={(next) => void changeWidgets(page.widgets.map((w) => (w.key === next.key ? next : w)), t`Widget saved.`).then((ok) => ok && setAsk(null))}
        />
      )}
      {ask?.kind === 'removeWidget' && page && (
        <RemoveWidget
          widget={page.widgets.find((w) => w.key === ask.key)}
          busy={busy}
          onClose={() => setAsk(null)}
          onConfirm={() => void changeWidgets(page.widgets.filter((w) => w.key !== ask.key), t`Widget removed.`).then((ok) => ok && setAsk(null))}
        />
      )}
      {(ask?.kind === 'rename' || ask?.kind === 'new') && (
        <PageName
          title={ask.kind === 'rename' ? t`Rename the page ${pageName}` : t`New page`}
          initial={ask.kind === 'rename' ? pageName : ''}
          busy={busy}
          onClose={() => setAsk(null)}
          onSave={(name) => {
            if (ask.kind === 'rename' && page) void commit(renamePage(pages, page.id, name), t`Page renamed.`).then((ok) => ok && setAsk(null));
            else {
              const id = freshPageId(name, pages.map((p) => p.id));
              void commit([...pages, { id, name, widgets: [] }], t`Page added.`).then((ok) => {
                if (ok) {
                  setActive(id);
                  setAsk(null);
                }
              });
            }
          }}
        />
      )}
      {ask?.kind === 'removePage' && page && (
        <Confirm
          title={t`Remove the page ${pageName}?`}
          message={t`The page and its widgets (${widgetTotal}) are removed from the dashboard. Export the page first to keep a copy.`}
          confirmLabel={t`Remove page`}
          busy={busy}
          onClose={() => setAsk(null)}
          onConfirm={() =>
            void commit(removePage(pages, page.id), t`Page removed.`).then((ok) => {
              if (ok) {
                setActive(null);
                setAsk(null);
              }
            })
          }
        />
      )}
    </>
  );
}

function PageGrid({ widgets, at, busy, onAction, onLayout }: { widgets: DashboardWidget[]; at: number; busy: boolean; onAction: (key: string, action: WidgetAction) => void; onLayout: (widgets: DashboardWidget[]) => void }) {
  const { width, containerRef, mounted } = useContainerWidth();
  const items = useMemo(() => widgets.map(itemOf), [widgets]);
  const handlers = useMemo(() => new Map(widgets.map((w) => [w.key, (action: WidgetAction) => onAction(w.key, action)])), [widgets, onAction]);
  const stop = (layout: Layout) => {
    const next = withItems(widgets, layout);
    if (next.some((w, i) => w.x !== widgets[i]!.x || w.y !== widgets[i]!.y || w.w !== widgets[i]!.w || w.h !== widgets[i]!.h)) onLayout(next);
  };
  const ordered = useMemo(() => [...widgets].sort((a, b) => a.y - b.y || a.x - b.x), [widgets]);
  const narrow = mounted && width < NARROW_PX;
  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted && narrow && (
        <Stack gap="md">
          {ordered.map((w) => (
            <div key={w.key} style={{ height: w.h * ROW_HEIGHT + (w.h - 1) * GAP }}>
              <WidgetView widget={w} at={at} busy={busy} onAction={handlers.get(w.key)!} />
            </div>
          ))}
        </Stack>
      )}
      {mounted && !narrow && (
        <GridLayout
          width={width}
          layout={items}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: !busy, handle: '.dash-drag-handle' }}
          resizeConfig={{ enabled: !busy }}
          onDragStop={stop}
          onResizeStop={stop}
        >
          {ordered.map((w) => (
            <div key={w.key}>
              <WidgetView widget={w} at={at} busy={busy} onAction={handlers.get(w.key)!} />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}

function SettingsFor({ widget, ...rest }: { widget: DashboardWidget | undefined; busy: boolean; onClose: () => void; onSave: (next: DashboardWidget) => void }) {
  if (!widget) return null;
  return <SettingsOf widget={widget} {...rest} />;
}

function SettingsOf({ widget, ...rest }: { widget: DashboardWidget; busy: boolean; onClose: () => void; onSave: (next: DashboardWidget) => void }) {
  const name = useWidgetTitle(widget);
  return <WidgetSettings widget={widget} name={name} {...rest} />;
}

function RemoveWidget({ widget, busy, onClose, onConfirm }: { widget: DashboardWidget | undefined; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const name = useWidgetTitle(widget ?? { key: '', widgetID: 3, dataType: 'card', x: 0, y: 0, w: 1, h: 1 });
  if (!widget) return null;
  return (
    <Confirm
      title={t`Remove the widget ${name}?`}
      message={t`The widget is removed from this page. You can add it again from the catalogue.`}
      confirmLabel={t`Remove widget`}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

function Confirm({ title, message, confirmLabel, busy, onClose, onConfirm }: { title: string; message: string; confirmLabel: string; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A page's name: required, not only spaces, at most 64 characters (the contract's ClientDashboardPage.name). */
function PageName({ title, initial, busy, onClose, onSave }: { title: string; initial: string; busy: boolean; onClose: () => void; onSave: (name: string) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) return setError(t`Enter a name.`);
          if (trimmed.length > NAME_MAX) return setError(t`Enter at most ${NAME_MAX} characters.`);
          setError(null);
          onSave(trimmed);
        }}
      >
        <Stack>
          <TextInput label={t`Page name`} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
          <DialogActions onCancel={onClose} busy={busy} confirm={<Trans>Save</Trans>} />
        </Stack>
      </form>
    </Modal>
  );
}
