// The parts of the push events' list descriptors (common.list.logPushEvents, one for both consoles): the sites
// and end users offered by name in the event form, and "Push now" on a selection (a period of at most one day,
// confirmed, then the outcome of each event's push).
import { i18n as lingui } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { invalidateAfter } from '../../../api/invalidate';
import { describeError } from '../../../services/error-messages';
import { notifyProgress } from '../../../services/feedback';
import { useArea } from '../../../services/use-area';
import { DialogActions } from '../../../components/DialogActions';
import { PermittedButton } from '../../../components/Permitted';
import { UserText } from '../../../components/UserText';
import { FORMS } from '../../../kit/lists/found';
import type { ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';
import { type Registry } from '../../../kit/registry';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { callOperation, operationQuery } from '../../../schema-form/operations';
import { MomentField } from '../../../components/moment-field/MomentField';
import { CopyApiCall } from '../../../schema-form/api-call/CopyApiCall';
import { DAY_MS } from '../logs/log-query';
import { LOG_PUSH_CONFIG, type LogPushConfig, type PushRecordRow } from './config';
import { followPushes, type PushedEvent } from './follow-push';
import { listParts } from '../../../kit/lists/list-parts';
import { formatDateTime } from '../../../i18n/format';

type Choice = { const: number; title: string };
type Node = { properties?: Record<string, { items?: object; oneOf?: Choice[]; enum?: number[] }> };

/**
 * The form with labelled choices laid on its fields. A single field's choices are an `enum` named in its uiSchema
 * (`ui:enumNames`), not a `oneOf` of constants: RJSF fills a field whose schema is a `oneOf` of constants with the
 * first constant, so the picker opened with the first end user already chosen (silently), and picking that user
 * (Mantine's Select lets a second pick of the chosen option clear it) dropped the choice. An array field's items
 * keep their `oneOf` (RJSF gives an array no such default).
 */
function withChoices(form: FormDescriptor, choices: Record<string, Choice[] | undefined>): FormDescriptor {
  const schema = form.schema as Node;
  const properties = { ...schema.properties };
  const uiSchema: Record<string, unknown> = { ...form.uiSchema };
  for (const [field, list] of Object.entries(choices)) {
    const prop = properties[field];
    if (!prop || !list?.length) continue;
    if (prop.items) {
      properties[field] = { ...prop, items: { ...prop.items, oneOf: list } };
    } else {
      properties[field] = { ...prop, enum: list.map((c) => c.const) };
      uiSchema[field] = { ...(uiSchema[field] as object | undefined), 'ui:enumNames': list.map((c) => c.title) };
    }
  }
  return { ...form, schema: { ...schema, properties } as FormDescriptor['schema'], uiSchema: uiSchema as FormDescriptor['uiSchema'] };
}

interface Account {
  id: number;
  accountName: string;
  email: string;
}

/** The sites of the console and the accounts whose pushes are looked for (the operator's end users, the tenant's accounts). */
export function usePushChoices() {
  const area = useArea();
  const config = LOG_PUSH_CONFIG[area]!;
  const sites = useQuery(operationQuery<{ data: { id: number; siteName: string }[] }>(config.ops.sites));
  const accounts = useQuery(
    operationQuery<{ data: Account[] }>('kind-account-list-accounts', {
      path: { kind: config.accounts.kind },
      query: { page: 1, pageSize: 500, auth: config.accounts.auth },
    }),
  );
  const siteChoices = useMemo(() => sites.data?.data.map((s) => ({ const: s.id, title: s.siteName })), [sites.data]);
  return { config, sites: siteChoices, accounts: accounts.data?.data };
}

/** The form registry of the push screens: the event forms with the sites and end users offered by name. */
export function useFormsWithChoices(): Registry<FormDescriptor> {
  const area = useArea();
  const { sites, accounts } = usePushChoices();
  return useMemo(() => {
    const users = area === 'client' ? accounts?.map((a) => ({ const: a.id, title: `${a.accountName} (${a.email})` })) : undefined;
    // One descriptor object per name while the choices stay (a new schema on every render would reset the form).
    const laid = new Map<string, FormDescriptor>();
    const get = (name: string) => laid.get(name) ?? laid.set(name, withChoices(FORMS.get(name), { siteIDs: sites, userID: users })).get(name)!;
    return { ...FORMS, get };
  }, [area, sites, accounts]);
}

const events: ListOverride = {
  // The form opens once its choices are known (choices arriving later would give the open form a new schema).
  use: function useChoicesReady() {
    const { t } = useLingui();
    const { sites, accounts } = usePushChoices();
    return { addRefused: sites && accounts ? null : t`Loading the sites and accounts to choose from…` };
  },
  bulk: PushNow,
};

/** The hour before the current one: data can be up to an hour old. */
const lastHour = (): [Date, Date] => {
  const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  return [new Date(to.getTime() - 3_600_000), to];
};

type Outcome = { name: string; refused: string | null };

/** An event's newest push records (the records list's call), or the newest of all when no event is named. */
const newestRecords = async (config: LogPushConfig, eventID?: number): Promise<PushRecordRow[]> =>
  (await callOperation<{ data: never[] }>(config.ops.records, { query: { page: 1, pageSize: eventID ? 5 : 1, eventID } })).data.map(config.recordOf);

/** One toast for the pushes just started: pending, then pushed, failed (naming the events and why) or still running. */
async function followInToast(config: LogPushConfig, events: PushedEvent[], before: number | null): Promise<void> {
  const pushing = events.length;
  const toast = notifyProgress(plural(pushing, { one: 'Pushing # event: waiting for its record…', other: 'Pushing # events: waiting for their records…' }));
  const unread = () => toast.settle('unknown', lingui._(msg`The push started, but its record could not be read: see the push records.`));
  if (before === null) return unread();
  try {
    const { completed, failed, running } = await followPushes(events, before, (eventID) => newestRecords(config, eventID));
    if (failed.length) {
      const failures = failed.length;
      const reasons = failed.map(({ event, record }) => `${event.name} (${record.message || lingui._(msg`no reason given`)})`).join('; ');
      toast.settle('failed', plural(failures, { one: `Push failed for # event: ${reasons}`, other: `Push failed for # events: ${reasons}` }));
    } else if (running.length) {
      const waiting = running.length;
      const names = running.map((event) => event.name).join(', ');
      toast.settle('unknown', plural(waiting, { one: `Push still running for # event (${names}): see its record.`, other: `Push still running for # events (${names}): see their records.` }));
    } else {
      const pushed = completed.length;
      const names = completed.map(({ event }) => event.name).join(', ');
      toast.settle('done', plural(pushed, { one: `Pushed # event to its endpoint: ${names}`, other: `Pushed # events to their endpoints: ${names}` }));
    }
  } catch {
    unread();
  }
}

/** The body of an event's push of a period (sent, and offered as "Copy as API call": issue 28). */
const pushBody = (eventID: unknown, from: Date, to: Date) => ({ eventID, startTime: from.toISOString(), endTime: to.toISOString() });

function PushNow({ selected, clear }: OverrideProps & { selected: Row[]; clear: () => void }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = LOG_PUSH_CONFIG[area]!;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<[Date | null, Date | null]>(lastHour);
  const [problem, setProblem] = useState<string | null>(null);
  const [pushing, setPushing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome[] | null>(null);
  const names = selected.map((row) => String(row.name));
  const [from, to] = range;

  const check = (): string | null => {
    if (!from || !to) return t`Enter both the start and the end.`;
    if (!(to.getTime() > from.getTime())) return t`The end must be after the start.`;
    if (to.getTime() - from.getTime() > DAY_MS) return t`A push sends at most one day of logs.`;
    if (to.getTime() > Date.now() + 60_000) return t`The end cannot be in the future.`;
    return null;
  };
  const push = async () => {
    const why = check();
    setProblem(why);
    if (why) return;
    setPushing(true);
    // The newest record before the pushes: theirs are the later ones (null: the records cannot be read).
    const before = await newestRecords(config).then((records) => records[0]?.id ?? 0, () => null);
    const results: Outcome[] = [];
    const started: PushedEvent[] = [];
    for (const row of selected) {
      try {
        await callOperation(config.ops.push, { body: pushBody(row.id, from!, to!) });
        results.push({ name: String(row.name), refused: null });
        started.push({ id: Number(row.id), name: String(row.name) });
      } catch (error) {
        results.push({ name: String(row.name), refused: isApiError(error) ? describeError(error) : t`An unknown error occurred! Please try again later` });
      }
    }
    setPushing(false);
    setOutcome(results);
    await invalidateAfter(queryClient, config.ops.push);
    // The answer means the push has started; the toast follows its record until it says completed or failed.
    if (started.length) void followInToast(config, started, before).finally(() => void invalidateAfter(queryClient, config.ops.push));
  };
  const close = () => {
    setOpen(false);
    if (outcome) clear();
    setOutcome(null);
    setProblem(null);
  };
  const when = (d: Date) => formatDateTime(d, i18n.locale);

  return (
    <>
      <PermittedButton operation={config.ops.push} size="xs" variant="light" onClick={() => (setRange(lastHour()), setOpen(true))}>
        <Trans>Push now</Trans>
      </PermittedButton>
      <Modal opened={open} onClose={close} title={t`Push now`} closeButtonProps={{ 'aria-label': t`Close` }}>
        {outcome ? (
          <Stack>
            <Text size="sm">
              <Trans>
                The logs from {when(from!)} to {when(to!)}:
              </Trans>
            </Text>
            <List size="sm" spacing={4}>
              {outcome.map((o) => (
                <List.Item key={o.name}>
                  <UserText value={o.name} fw={500} />{' '}
                  {o.refused === null ? <Trans>started: its record below shows the outcome.</Trans> : <Text span c="red" size="sm">{t`refused: ${o.refused}`}</Text>}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button onClick={close}>
                <Trans>Close</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack component="form" onSubmit={(e) => (e.preventDefault(), void push())}>
            <Text size="sm">
              <Trans>Send the logs of this period to the endpoint of each event now ({names.length}):</Trans> <UserText value={names.join(', ')} fw={500} />
            </Text>
            <Group grow align="flex-start">
              <MomentField label={t({ message: 'From', context: 'date range: the start' })} value={from} onChange={(next) => setRange([next, to])} />
              <MomentField label={t({ message: 'To', context: 'date range: the end' })} value={to} onChange={(next) => setRange([from, next])} />
            </Group>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              <Trans>At most one day; the latest lines can be up to an hour old.</Trans>
            </Text>
            {from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && (
              <CopyApiCall
                calls={selected.map((row) => ({ label: String(row.name), operation: config.ops.push, body: pushBody(row.id, from, to) }))}
                style={{ alignSelf: 'flex-start' }}
              />
            )}
            <DialogActions onCancel={close} busy={pushing} confirm={<Trans>Push now</Trans>} />
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** The registries the push events' list descriptors name their parts in (both consoles). */
export const LOG_PUSH_LIST_PARTS = listParts({ overrides: [{ 'logPush.events': events }] });
