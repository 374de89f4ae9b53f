// Issue 28: a run of "Apply to many sites" left unfinished (a reload, a closed tab, a lost network) is offered again
// where it was started, from IndexedDB: resume it where it stopped, or discard it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useArea } from '../../services/use-area';
import { countsOf, type Run } from './engine';
import type { BulkSpec } from './plan';
import { consoleCall } from './console-call';
import { isActive, pauseRun } from './runners';
import { lazyPart } from '../../components/lazy-part';
import { announceRuns, idbRunStore, onRunsChanged } from './store';
import { Modal } from '../../components/dialog-mount';

/** The run's view loads when a run is resumed (issue 29: the sites list's first load does not carry it). */
const RunView = lazyPart(() => import('./RunView').then((module) => module.RunView));

/** `source`: the place's name, or `prefix.*` for every run whose source starts with `prefix.`. */
export function ResumeRuns({ source }: { source: string }) {
  const { t } = useLingui();
  const area = useArea();
  const [runs, setRuns] = useState<Run<BulkSpec>[]>([]);
  const [open, setOpen] = useState<Run<BulkSpec> | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void idbRunStore()
        .list()
        .then((all) => live && setRuns((all as Run<BulkSpec>[]).filter((run) => (source.endsWith('.*') ? run.source.startsWith(source.slice(0, -1)) : run.source === source) && run.area === area && !isActive(run.id))))
        .catch(() => undefined);
    read();
    const stop = onRunsChanged(read);
    return () => {
      live = false;
      stop();
    };
  }, [source, area]);
  if (runs.length === 0 && !open) return null;
  return (
    <>
      {runs.map((run) => {
        const counts = countsOf(run.items);
        const { done, total } = counts;
        // What failed is written again too.
        const left = counts.left + counts.failed;
        return (
          <Alert key={run.id} color="yellow" title={t`An unfinished run: ${run.title}`} mb="sm" maw={760}>
            <Stack gap="xs">
              <Text size="sm">{t`${done} of ${total} sites done, ${left} left. The run goes on from where it stopped.`}</Text>
              <Group gap="sm">
                <Button size="xs" onClick={() => setOpen(run)}>
                  <Trans>Resume</Trans>
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void idbRunStore().remove(run.id).then(announceRuns)}
                >
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
      <Modal
        opened={open !== null}
        onClose={() => {
          if (open) void pauseRun(open.id)?.then(announceRuns);
          setOpen(null);
          announceRuns();
        }}
        title={t`Apply to other sites: ${open?.title ?? ''}`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {open && <RunView run={open} call={consoleCall} onEnded={announceRuns} resume />}
      </Modal>
    </>
  );
}
