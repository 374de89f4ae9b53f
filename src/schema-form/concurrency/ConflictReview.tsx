// When someone else changed the same fields since the form was opened (issue 28): the three values side by side
// (when you opened it / on the server now / yours) and, for each field, which to keep. Nothing is written here:
// the choice leads to the usual change review.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Segments } from '../../components/Segments';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { type DescribeValue, fieldSchema, useFormat } from '../ChangeReview';
import { titlesAlong } from '../diff';
import { translateText } from '../translate';
import { type Choice, type FieldPath, type MergeResult, pathKey, resolveConflicts } from './merge';
import { TableHead } from '../../components/TableHead';
import { Modal } from '../../components/dialog-mount';

/** A field's name as the form shows it, e.g. "Limits › Burst". */
export const fieldLabel = (schema: RJSFSchema, path: FieldPath) =>
  titlesAlong(schema, path)
    .map((title) => (title.startsWith('#') ? title : translateText(title)))
    .join(' › ');

/** Values as the review shows them; secrets (writeOnly) only as set or not. */
export function useShownValue(schema: RJSFSchema, describe?: DescribeValue) {
  const plain = useFormat();
  return (path: FieldPath, value: unknown) => {
    if (fieldSchema(schema, path)?.writeOnly === true) return value === undefined || value === null || value === '' ? '—' : '••••••••';
    const described = value === undefined || value === null || Array.isArray(value) ? undefined : describe?.(path, value);
    return described ?? plain(value);
  };
}

export function ConflictReview<T extends object>({
  result,
  schema,
  describe,
  onCancel,
  onChoose,
}: {
  /** Null: closed. */
  result: MergeResult<T> | null;
  schema: RJSFSchema;
  describe?: DescribeValue;
  onCancel: () => void;
  /** The values to review and save, with every conflict settled. */
  onChoose: (values: T) => void;
}) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const shown = useShownValue(schema, describe);
  const conflicts = result?.conflicts ?? [];
  const all = (choice: Choice) => Object.fromEntries(conflicts.map((conflict) => [pathKey(conflict.path), choice]));
  const choose = (chosen: Record<string, Choice>) => {
    if (!result) return;
    setChoices({});
    onChoose(resolveConflicts(result, chosen));
  };
  const cancel = () => {
    setChoices({});
    onCancel();
  };
  return (
    <Modal opened={result !== null} onClose={cancel} title={t`Changed by someone else since you opened it`} size="xl" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text size="sm">
          {plural(conflicts.length, {
            one: 'Since you opened this form, # field you changed was also changed on the server (another tab, a colleague or an API token). Choose which value to keep. Nothing is saved until you confirm.',
            other: 'Since you opened this form, # fields you changed were also changed on the server (another tab, a colleague or an API token). Choose which values to keep. Nothing is saved until you confirm.',
          })}
        </Text>
        <Table aria-label={t`Conflicting changes`} withTableBorder>
          <TableHead columns={[t`Field`, t`When you opened it`, t`On the server now`, t`Yours`, t`Keep`]} />
          <Table.Tbody>
            {conflicts.map((conflict) => {
              const key = pathKey(conflict.path);
              const label = fieldLabel(schema, conflict.path);
              const choice = choices[key] ?? 'mine';
              return (
                <Table.Tr key={key}>
                  <Table.Td fw={500}>{label}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {shown(conflict.path, conflict.base)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={choice === 'server' ? 600 : undefined}>
                      {shown(conflict.path, conflict.server)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={choice === 'mine' ? 600 : undefined}>
                      {shown(conflict.path, conflict.mine)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Segments
                      size="xs"
                      aria-label={t`Keep for ${label}`}
                      value={choice}
                      onChange={(value) => setChoices((was) => ({ ...was, [key]: value }))}
                      data={[
                        { value: 'mine', label: t`Yours` },
                        { value: 'server', label: t`Server's` },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {result && result.serverOnly.length > 0 && <ServerOnlyNote schema={schema} result={result} />}
        <Group justify="space-between">
          <Button variant="default" onClick={cancel} data-autofocus>
            <Trans>Back to editing</Trans>
          </Button>
          <Group gap="xs">
            <Button variant="light" onClick={() => choose(all('server'))}>
              <Trans>Take all of the server's</Trans>
            </Button>
            <Button variant="light" onClick={() => choose(all('mine'))}>
              <Trans>Keep all of mine</Trans>
            </Button>
            <Button onClick={() => choose(choices)}>
              <Trans>Continue with these choices</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The fields changed on the server and not by the user: the save keeps the server's values for them. */
export function ServerOnlyNote({ schema, result }: { schema: RJSFSchema; result: Pick<MergeResult<object>, 'serverOnly'> }) {
  const { t } = useLingui();
  const names = result.serverOnly.map((change) => fieldLabel(schema, change.path)).join(', ');
  return (
    <Alert color="blue" variant="light" title={t`Also changed on the server since you opened the form`}>
      <Trans>You did not change these fields; the save keeps the server's values for them, not the ones you loaded: {names}</Trans>
    </Alert>
  );
}
