// The kit's named cell renderers; a list descriptor's column names one. Areas may add their own (the
// registry refuses a second cell with a name already taken).
import { useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useContext } from 'react';
import { Mono as MonoText, NoWrap } from '../../components/CellText';
import { UserBadge, UserText } from '../../components/UserText';
import type { CellProps } from './scope';
import { ListScopeContext } from './scope';
import { EnabledSwitch } from './EnabledSwitch';
import { DomainBadges, EnabledBadge } from './parts';
import { say } from './texts';
import { formatDateTime } from '../../i18n/format';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The text under a row's name: its `memo`, or the column's `detail` field (a rule's description). */
export const memoOf = (row: CellProps['row'], column: CellProps['column']) => str(row[column.detail ?? 'memo']);

function NameMemo({ row, column }: CellProps) {
  const memo = memoOf(row, column);
  return (
    <Stack gap={0}>
      <UserText value={str(row[column.field ?? column.id])} size="sm" fw={500} />
      {memo && <UserText value={memo} size="xs" c="dimmed" lines={2} />}
    </Stack>
  );
}

function CodeCell({ value, column }: CellProps) {
  if (str(value) === '' && column.none) {
    return (
      <Text size="sm" c="dimmed">
        {say(column.none)}
      </Text>
    );
  }
  return <Code style={{ wordBreak: 'break-all' }}>{str(value)}</Code>;
}

function Mono({ value }: CellProps) {
  return <MonoText wrap>{str(value)}</MonoText>;
}

function Plain({ value, column }: CellProps) {
  const text = str(value);
  return text ? (
    <UserText value={text} size="sm" />
  ) : (
    <Text size="sm" c="dimmed">
      {column.none ? say(column.none) : ''}
    </Text>
  );
}

function Dimmed({ value }: CellProps) {
  return (
    <UserText value={str(value)} size="sm" c="dimmed" lines={2} />
  );
}

function Badges({ value }: CellProps) {
  return (
    <Group gap={4}>
      {(Array.isArray(value) ? value : []).map((item) => (
        <UserBadge key={String(item)} value={String(item)} size="sm" variant="light" color="gray" />
      ))}
    </Group>
  );
}

function Domains({ value }: CellProps) {
  const scope = useContext(ListScopeContext);
  return <DomainBadges ids={Array.isArray(value) ? (value as number[]) : []} names={scope?.domainNames ?? new Map()} />;
}

function Enabled({ value }: CellProps) {
  return <EnabledBadge enabled={Boolean(value)} />;
}

/** A moment in the language shown; none: the column's `none` ("Never"), else nothing. */
function DateCell({ value, column }: CellProps) {
  const { i18n } = useLingui();
  if (!value && !column.none) return null;
  return <NoWrap>{value ? formatDateTime(String(value), i18n.locale) : say(column.none!)}</NoWrap>;
}

function Count({ value }: CellProps) {
  return <>{typeof value === 'number' ? value : 0}</>;
}

/** The text of a value by the column's `labels`: its own, else the `*` one with `{value}`, else the value. */
const labelOf = (value: unknown, column: CellProps['column']) => {
  const label = column.labels?.[String(value)] ?? column.labels?.['*'];
  return label ? say(label, { value: str(value) }) : str(value);
};

/** A value named by the column's `labels` (`"true"`, `"301"`, `"*"`…). */
function Choice({ value, column }: CellProps) {
  return <>{labelOf(value, column)}</>;
}

/** A value named by the column's `labels`, as a badge of the column's `colors`. */
function ChoiceBadge({ value, column }: CellProps) {
  return (
    <Badge variant="light" color={column.colors?.[String(value)] ?? 'gray'} miw="max-content">
      {labelOf(value, column)}
    </Badge>
  );
}

/** The row's on/off switch, acting at once (the list's enable call). */
function SwitchCell({ value, row, name, toggle, toggleCall }: CellProps) {
  return (
    <EnabledSwitch
      key={String(value)}
      checked={Boolean(value)}
      name={name}
      operation={toggleCall?.operation}
      path={toggleCall?.path}
      onToggle={(next) => toggle!(row, next)}
    />
  );
}

export const KIT_CELLS = {
  switch: SwitchCell,
  choiceBadge: ChoiceBadge,
  nameMemo: NameMemo,
  code: CodeCell,
  mono: Mono,
  text: Plain,
  dimmed: Dimmed,
  badges: Badges,
  domains: Domains,
  enabled: Enabled,
  date: DateCell,
  count: Count,
  choice: Choice,
};
