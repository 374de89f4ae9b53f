// Before a setting is saved: exactly what will change, old value and new, field by field.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { type RJSFSchema, retrieveSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { changesBetween, type FieldChange, titlesAlong } from './diff';
import { translateText } from './translate';
import { validator } from './validator';
import { TableHead } from '../components/TableHead';
import { Modal } from '../components/dialog-mount';

const SHOWN_ITEMS = 12;

export function useFormat() {
  const { t } = useLingui();
  return (value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t`On` : t`Off`;
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

function Items({ items, more, name = String }: { items: unknown[]; more: (n: number) => string; name?: (item: unknown) => string }) {
  const shown = items.slice(0, SHOWN_ITEMS).map(name).join(', ');
  return (
    <>
      <Code>{shown}</Code>
      {items.length > SHOWN_ITEMS && <Text span size="xs" c="dimmed"> {more(items.length - SHOWN_ITEMS)}</Text>}
    </>
  );
}

/** The schema of the field at a path (indices step into `items`; fields shown by a choice are in `dependencies`). */
export function fieldSchema(schema: RJSFSchema, path: (string | number)[]): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const key of path) {
    if (typeof key === 'number') {
      node = node?.items as RJSFSchema | undefined;
      continue;
    }
    const branches = Object.values(node?.dependencies ?? {}).flatMap((d) => (d && typeof d === 'object' && !Array.isArray(d) ? ((d as RJSFSchema).oneOf ?? []) : []));
    node = (node?.properties?.[key] ?? branches.map((b) => (b as RJSFSchema).properties?.[key]).find(Boolean)) as RJSFSchema | undefined;
  }
  return node;
}

/** Fields that a choice shows (if/then/else, allOf, dependencies) named as the form names them: the branch the new
 * values pick, and for a field only the old values had, the old branch. */
function resolvedFor(schema: RJSFSchema, before: object, after: object): RJSFSchema {
  try {
    const was = retrieveSchema(validator, schema, schema, before);
    const now = retrieveSchema(validator, schema, schema, after);
    return { ...now, properties: { ...was.properties, ...now.properties } };
  } catch {
    return schema;
  }
}

/** A value in words for the person reviewing (e.g. a region's name for its id); undefined: shown as it is. */
export type DescribeValue = (path: (string | number)[], value: unknown) => string | undefined;

/** The Now / After saving table of a review: one row per changed field (also the preview of applying to many sites). */
export function ChangesTable({ label, changes, schema, describe }: { label: string; changes: FieldChange[]; schema: RJSFSchema; describe?: DescribeValue }) {
  const { t } = useLingui();
  return (
    <Table aria-label={label} withTableBorder>
      <TableHead columns={[t`Field`, t`Now`, t`After saving`]} />
      <Table.Tbody>
        {changes.map((change) => (
          <ChangeRow key={JSON.stringify(change.path)} change={change} schema={schema} describe={describe} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChangeRow({ change, schema, describe }: { change: FieldChange; schema: RJSFSchema; describe?: DescribeValue }) {
  const { t } = useLingui();
  const plain = useFormat();
  // Secrets (`writeOnly` fields: passwords, keys) are never shown back: only whether one is set.
  const secret = fieldSchema(schema, change.path)?.writeOnly === true;
  const described = (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value)) return value.length ? value.map((item) => describe?.(change.path, item) ?? plain(item)).join(', ') : undefined;
    return describe?.(change.path, value);
  };
  const format = (value: unknown) =>
    secret ? (value === undefined || value === null || value === '' ? '—' : '••••••••') : (describe ? described(value) : undefined) ?? plain(value);
  const item = (value: unknown) => describe?.(change.path, value) ?? String(value);
  const label = titlesAlong(schema, change.path)
    .map((title) => (title.startsWith('#') ? title : translateText(title)))
    .join(' › ');
  const more = (n: number) => t`and ${n} more`;
  return (
    <Table.Tr>
      <Table.Td fw={500}>{label}</Table.Td>
      {change.kind === 'list' ? (
        <Table.Td colSpan={2}>
          <Stack gap={4}>
            {(
              [
                [change.addedItems!, 'green', t`Added ${change.addedItems!.length}`],
                [change.removedItems!, 'red', t`Removed ${change.removedItems!.length}`],
              ] as const
            ).map(
              ([items, color, title]) =>
                items.length > 0 && (
                  <div key={color}>
                    <Badge color={color} variant="light" mr="xs">
                      {title}
                    </Badge>
                    <Items items={items} more={more} name={item} />
                  </div>
                ),
            )}
          </Stack>
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            <Text size="sm" c="dimmed" td={change.kind === 'added' ? undefined : 'line-through'}>
              {format(change.before)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{format(change.after)}</Text>
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

export function ChangeReview({
  opened,
  schema,
  before,
  after,
  busy,
  onCancel,
  onConfirm,
  describe,
  cautions,
  notice,
  extra,
}: {
  opened: boolean;
  schema: RJSFSchema;
  before: object;
  after: object;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Values in words (names for ids, labels for codes); others are shown as they are. */
  describe?: DescribeValue;
  /** What the change does that cannot be undone (an irreversible upgrade), said once more before confirming. */
  cautions?: string[];
  /** Said above the changes (e.g. fields taken from the server as they are now). */
  notice?: ReactNode;
  /** Next to the buttons (e.g. "Copy as API call"). */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const changes = opened ? changesBetween(before, after) : [];
  const changeCount = changes.length;
  const fields = opened ? resolvedFor(schema, before, after) : schema;
  return (
    <Modal opened={opened} onClose={onCancel} title={t`Review the changes`} size="xl" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text size="sm">
          <Trans>These values will be saved. Nothing changes until you confirm.</Trans>
        </Text>
        {cautions?.map((caution) => (
          <Alert key={caution} color="orange" variant="light" title={t`Caution`}>
            {caution}
          </Alert>
        ))}
        {notice}
        <ChangesTable label={t`Changes to save`} changes={changes} schema={fields} describe={describe} />
        <Group justify="flex-end">
          {extra}
          <Button variant="default" onClick={onCancel} data-autofocus>
            <Trans>Back to editing</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {plural(changeCount, { one: 'Save # change', other: 'Save # changes' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export const hasChanges = (before: object, after: object) => changesBetween(before, after).length > 0;
