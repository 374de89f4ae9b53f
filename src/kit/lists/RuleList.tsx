// The one list screen: a list descriptor (forms/…/*.list.json) turned into a heading, its rows (a paged table, or
// rows in order), its dialogs, and the entries of one row as a list of their own. What the list knows and does is
// useRuleList's; what is particular to a list comes from its override (by name).
import { Group, Stack, Text, Title } from '@mantine/core';
import { lazy, useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { OnceShown } from '../../components/OnceShown';
import { EmptyRefused } from '../../components/Permitted';
import { RefreshState } from '../RefreshState';
import type { ListDescriptor } from './descriptor';
import { EntriesPanel, Section } from './parts';
import { LazyResumeRuns as ResumeRuns, LazyRuleOrderedList as RuleOrderedList } from './lazy-views';
import { RuleTable } from './RuleTable';
import { RuleToolbar } from './RuleToolbar';
import { ListScopeContext, type Row } from './scope';
import { say } from './texts';
import { useRuleList } from './use-rule-list';

export { ALL_ROWS } from './use-rule-list';

// The row form and the other dialogs (the schema form, its validators, the change review) load the first time one
// opens, not with the list (issue 29: a phone reading a list does not load its forms).
const RuleDialogs = lazy(() => import('./RuleDialogs').then((module) => ({ default: module.RuleDialogs })));

export interface RuleListProps {
  list: ListDescriptor;
  /** The row whose entries this list holds (child lists). */
  parent?: Row;
}

export function RuleList({ list: described, parent }: RuleListProps) {
  const m = useRuleList(described, parent);
  const { list, entries, open, child } = m;
  const headingId = useId();
  // An incomplete or reversed time range is said where the rows would be.
  const empty = m.rangeProblem ?? (m.createRefused ? <EmptyRefused reason={m.createRefused} /> : say(m.filterSet && list.emptyFiltered ? list.emptyFiltered : list.empty, m.texts()));
  const toolbar = <RuleToolbar model={m} />;
  const Before = m.override.before;
  // The heading of a plain list, or the name of its section (`section`: a region named by the heading).
  const level = list.heading ?? (list.frame === 'section' ? 3 : 2);
  const heading = list.title ? (
    <Stack gap={4} mb={list.frame === 'section' ? undefined : 'md'}>
      <Group justify="space-between">
        <Title order={level} size={level === 3 ? 'h4' : 'h3'} id={headingId}>
          {say(list.title, m.texts())}
        </Title>
        {/* A list read again every few seconds says how old its rows are (and a failed refresh, with a retry). */}
        {list.refreshEvery && <RefreshState query={m.rowsQuery} every={list.refreshEvery * 1000} />}
      </Group>
      {list.intro && (
        <Text size="sm" c="dimmed" maw={820}>
          {say(list.intro, m.texts())}
        </Text>
      )}
    </Stack>
  ) : list.intro && list.frame !== 'card' ? (
    // An introduction without a heading (a list that is the whole of a panel).
    <Text size="sm" c="dimmed" maw={820} mb="sm">
      {say(list.intro, m.texts())}
    </Text>
  ) : null;
  const body = (
    <>
      {m.applicable && <ResumeRuns source={list.name} />}
      {Before && <Before {...m.overrideProps} />}
      {list.order && !list.order.dialog ? <RuleOrderedList model={m} toolbar={toolbar} empty={empty} /> : <RuleTable model={m} toolbar={toolbar} empty={empty} />}
    </>
  );

  return (
    <>
      {list.frame === 'section' ? (
        <Stack gap="sm" component="section" aria-labelledby={list.title ? headingId : undefined}>
          {heading}
          {body}
        </Stack>
      ) : list.frame === 'card' ? (
        <Section title={list.title ? say(list.title, m.texts()) : undefined} description={list.intro ? say(list.intro, m.texts()) : undefined}>
          {body}
        </Section>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
      {/* A read-only list writes nothing: no row form. */}
      {!list.readOnly && (
        <OnceShown shown={m.editing !== null || m.binding !== null || m.reordering}>
          <RuleDialogs model={m} />
        </OnceShown>
      )}
      {m.particular.after}
      {entries && open && child && (
        <ListScopeContext.Provider key={String(open[m.key])} value={{ ...m.scope, path: { ...m.path, [entries.param]: open[m.key] as number } }}>
          {entries.show === 'first' ? (
            <RuleList list={child} parent={open} />
          ) : entries.show === 'dialog' ? (
            <Dialog opened onClose={() => m.setOpenKey(null)} title={say(entries.title, open)} size="xl">
              <RuleList list={child} parent={open} />
            </Dialog>
          ) : (
            <EntriesPanel title={say(entries.title, open)} description={typeof open.memo === 'string' ? open.memo : undefined} onClose={() => m.setOpenKey(null)}>
              <RuleList list={child} parent={open} />
            </EntriesPanel>
          )}
        </ListScopeContext.Provider>
      )}
    </>
  );
}
