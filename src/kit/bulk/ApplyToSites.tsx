// Issue 28, "Apply to many sites": from a settings form or a rule list of the site workspace (or from the sites list),
// pick the sites, see what would change on each (the change review's Now/After, sites where nothing changes apart,
// sites the role may not write shown and never attempted), then run the writes (RunView). Built once for every
// descriptor-driven form and list: they hand over a spec (plan.ts) and their form's schema for the review.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Badge, Button, Code, Group, Progress, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRefusal } from '../../api/permissions';
import { ChangesTable } from '../../schema-form/ChangeReview';
import { newRun, type Run } from './engine';
import { type BulkSpec, previewAll, progressCount, type ProgressCount, type SitePreview, writeOperation } from './plan';
import { RunView } from './RunView';
import { pauseRun } from './runners';
import { type PickerArea, SitePicker } from './SitePicker';
import { announceRuns } from './store';
import { consoleCall } from './console-call';
import { Modal } from '../../components/dialog-mount';

const SHOWN_NAMES = 30;
/** Sites read at once for the preview (the browser itself sends 6 at a time to one HTTP/1.1 origin, more over HTTP/2). */
const PREVIEW_READS = 8;
const PROGRESS_EVERY_MS = 250;

/** The count of sites read and its bar, drawn by themselves: a tick redraws these two, not the whole dialog. */
function ReadProgress({ count, targets }: { count: ProgressCount; targets: readonly unknown[] }) {
  const { t } = useLingui();
  const read = useSyncExternalStore(count.subscribe, count.get);
  return (
    <Stack gap={4}>
      <Text size="sm">{t`Reading the sites: ${read} of ${targets.length}`}</Text>
      <Progress value={targets.length ? (read / targets.length) * 100 : 0} aria-label={t`Reading the sites`} transitionDuration={0} />
    </Stack>
  );
}

function Names({ names }: { names: string[] }) {
  const { t } = useLingui();
  const more = names.length - SHOWN_NAMES;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {names.slice(0, SHOWN_NAMES).join(', ')}
      {more > 0 && ` ${t`and ${more} more`}`}
    </Text>
  );
}

/** A part of the preview (what changes, what does not, what is skipped or unread): its count as the title. */
function Part({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/** Sites with the same change shown once: a review of 500 sites is a few tables, each naming its sites. */
function groupsOf(previews: SitePreview[]) {
  const groups = new Map<string, SitePreview[]>();
  for (const preview of previews) {
    const key = JSON.stringify([preview.changes, preview.added, preview.duplicates]);
    const group = groups.get(key);
    if (group) group.push(preview);
    else groups.set(key, [preview]);
  }
  return [...groups.values()];
}

function ChangeGroup({ sites, schema }: { sites: SitePreview[]; schema?: RJSFSchema }) {
  const { t } = useLingui();
  const first = sites[0]!;
  return (
    <Stack gap={6} data-testid="bulk-change-group">
      <Names names={sites.map((site) => site.siteName)} />
      {first.changes && schema ? (
        <ChangesTable label={t`Changes on ${first.siteName}`} changes={first.changes} schema={schema} />
      ) : (
        <Stack gap={4}>
          {first.added && first.added.length > 0 && (
            <Text size="sm">
              <Badge color="green" variant="light" mr="xs">
                {t`Added ${first.added.length}`}
              </Badge>
              <Code>{first.added.join(', ')}</Code>
            </Text>
          )}
          {first.duplicates && first.duplicates.length > 0 && (
            <Text size="sm">
              <Badge color="gray" variant="light" mr="xs">
                {t`Already there, skipped ${first.duplicates.length}`}
              </Badge>
              <Code>{first.duplicates.join(', ')}</Code>
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export interface ApplyToSitesProps {
  opened: boolean;
  onClose: () => void;
  area: PickerArea;
  /** Where the run is started (a descriptor's name): that place offers to resume it. */
  source: string;
  /** What is applied, in words. */
  title: string;
  /** The site it comes from (not offered), if any. */
  fromSite?: number;
  /** Sites picked already (the sites list's selection): the picking step is skipped. */
  sites?: { id: number; siteName: string }[];
  /** What is applied (a rule list reads its rows here). */
  spec: () => Promise<BulkSpec>;
  /** The form's schema, for the review's field names. */
  schema?: RJSFSchema;
  /** The call that writes a site (what the role must be allowed on each site). */
  operation: string;
}

export function ApplyToSites({ opened, onClose, area, source, title, fromSite, sites: given, spec: makeSpec, schema, operation }: ApplyToSitesProps) {
  const { t } = useLingui();
  const refusal = useRefusal();
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [step, setStep] = useState<'pick' | 'preview' | 'run'>(given ? 'preview' : 'pick');
  const [spec, setSpec] = useState<BulkSpec | null>(null);
  const [previews, setPreviews] = useState<SitePreview[] | null>(null);
  const [count, setCount] = useState(() => progressCount(PROGRESS_EVERY_MS));
  const [problem, setProblem] = useState<string | null>(null);
  const [run, setRun] = useState<Run<BulkSpec> | null>(null);
  const started = useRef(false);
  const targets = useMemo(() => given ?? [...picked].map(([id, siteName]) => ({ id, siteName })), [given, picked]);

  const refusedFor = (made: BulkSpec) => (siteId: number) => refusal(writeOperation(made), { path: { siteId } });
  const preview = async () => {
    setStep('preview');
    setPreviews(null);
    const counted = progressCount(PROGRESS_EVERY_MS);
    setCount(counted);
    setProblem(null);
    try {
      const made = await makeSpec();
      setSpec(made);
      // The count of sites read is drawn every PROGRESS_EVERY_MS, not once a site nor every frame (each drawing is
      // style, layout and paint the reads wait behind), and only by ReadProgress.
      const read = await previewAll(made, targets, consoleCall, { refused: refusedFor(made), onProgress: counted.set, concurrency: PREVIEW_READS });
      setPreviews(read);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      counted.stop();
    }
  };
  // Sites given (the sites list): the preview starts when the dialog opens, once (started guards it), with the sites
  // given at that moment.
  const previewGiven = useEffectEvent(() => {
    if (given && !started.current) {
      started.current = true;
      void preview();
    }
  });
  useEffect(() => {
    if (opened) previewGiven();
  }, [opened]);
  const close = () => {
    if (run) void pauseRun(run.id)?.then(announceRuns);
    announceRuns();
    setStep(given ? 'preview' : 'pick');
    setPreviews(null);
    setRun(null);
    started.current = false;
    setPicked(new Map());
    onClose();
  };
  const by = (status: SitePreview['status']) => previews?.filter((p) => p.status === status) ?? [];
  const changing = by('changes');
  const start = () => {
    if (!spec || !previews) return;
    setRun(
      newRun<BulkSpec>(
        { source, title, area, spec },
        previews.map((p) => ({
          siteId: p.siteId,
          siteName: p.siteName,
          status: p.status === 'changes' ? 'pending' : p.status === 'refused' ? 'refused' : p.status === 'unchanged' ? 'unchanged' : 'pending',
          error: p.status === 'refused' ? p.error : undefined,
        })),
      ),
    );
    setStep('run');
  };

  return (
    <Modal opened={opened} onClose={close} title={given ? t`Apply to the selected sites: ${title}` : t`Apply to other sites: ${title}`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      {step === 'pick' && (
        <Stack>
          <Text size="sm">
            <Trans>Choose the sites. You will see what changes on each before anything is written.</Trans>
          </Text>
          <SitePicker area={area} exclude={fromSite} picked={picked} onChange={setPicked} refusal={(siteId) => refusal(operation, { path: { siteId } })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button disabled={picked.size === 0} onClick={() => void preview()}>
              {plural(picked.size, { one: 'Preview # site', other: 'Preview # sites' })}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'preview' && (
        <Stack>
          {problem ? (
            <Alert color="red" title={t`The preview could not be made.`}>
              {problem}
            </Alert>
          ) : !previews ? (
            <ReadProgress count={count} targets={targets} />
          ) : (
            <Accordion multiple defaultValue={['changes', 'refused', 'failed']} variant="separated">
              <Part value="changes" title={plural(changing.length, { one: 'Changes on # site', other: 'Changes on # sites' })}>
                <Stack gap="md">
                  {groupsOf(changing).map((sites) => (
                    <ChangeGroup key={sites[0]!.siteId} sites={sites} schema={spec?.kind === 'setting' ? schema : undefined} />
                  ))}
                </Stack>
              </Part>
              {by('unchanged').length > 0 && (
                <Part value="unchanged" title={plural(by('unchanged').length, { one: 'Nothing changes on # site', other: 'Nothing changes on # sites' })}>
                  <Stack gap="xs">
                    {groupsOf(by('unchanged')).map((sites) => (
                      <ChangeGroup key={sites[0]!.siteId} sites={sites} />
                    ))}
                  </Stack>
                </Part>
              )}
              {by('refused').length > 0 && (
                <Part value="refused" title={plural(by('refused').length, { one: 'Your role may not change # site: skipped', other: 'Your role may not change # sites: skipped' })}>
                  <Names names={by('refused').map((p) => p.siteName)} />
                </Part>
              )}
              {by('failed').length > 0 && (
                <Part value="failed" title={plural(by('failed').length, { one: '# site could not be read', other: '# sites could not be read' })}>
                  <Text size="sm" mb="xs">
                    <Trans>These sites are tried anyway when the run starts.</Trans>
                  </Text>
                  <Names names={by('failed').map((p) => `${p.siteName} (${p.error})`)} />
                </Part>
              )}
            </Accordion>
          )}
          <Group justify="flex-end">
            {!given && (
              <Button variant="default" onClick={() => setStep('pick')}>
                <Trans>Back to the sites</Trans>
              </Button>
            )}
            <Button disabled={!previews || changing.length + by('failed').length === 0} onClick={start}>
              {plural(changing.length + by('failed').length, { one: 'Apply to # site', other: 'Apply to # sites' })}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'run' && run && <RunView run={run} call={consoleCall} onEnded={announceRuns} />}
    </Modal>
  );
}

