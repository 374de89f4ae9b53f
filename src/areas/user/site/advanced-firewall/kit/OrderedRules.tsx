// Rules applied in order (Lua ACL rules, verification rules): dragged into place (mouse or keyboard), each
// with its on/off switch, Edit and Remove. A new order shows at once and goes back if the server refuses it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { CanContext } from '../../../../../api/permissions';
import { ConfirmButton } from '../../../../../components/ConfirmButton';
import { SortableRows } from '../../../../../components/rules/SortableRows';
import { EnabledSwitch } from './EnabledSwitch';

export interface OrderedRule {
  id: number;
  name: string;
  enabled: boolean;
}

export interface OrderedRulesProps<R extends OrderedRule> {
  query: { data?: { data?: R[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What a rule does, shown in its row. */
  summary: (rule: R) => ReactNode;
  /** Saves the moved rule at its new place (index from 0); rejects when refused. */
  onMove: (rule: R, index: number) => Promise<unknown>;
  onToggle: (rule: R, enabled: boolean) => Promise<unknown>;
  onEdit: (rule: R) => void;
  onRemove: (rule: R) => Promise<unknown>;
  removing?: boolean;
  /** The operation Remove calls (and its path): refused with the reason when the account may not. */
  removeOperation?: { operation: string } & Pick<CanContext, 'path'>;
  /** The operation the on/off switch calls (and its path). */
  toggleOperation?: { operation: string } & Pick<CanContext, 'path'>;
  empty: ReactNode;
}

export function OrderedRules<R extends OrderedRule>({ query, summary, onMove, onToggle, onEdit, onRemove, removing, removeOperation, toggleOperation, empty }: OrderedRulesProps<R>) {
  const { t } = useLingui();
  const rules = query.data?.data;
  const [moved, setMoved] = useState<{ of: R[]; order: R[] } | null>(null);
  const [saving, setSaving] = useState(false);
  if (query.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (query.isError || !rules) {
    return (
      <Alert color="red" variant="light" title={t`The rules could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (rules.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  const shown = moved?.of === rules ? moved.order : rules;
  return (
    <SortableRows<R>
      items={shown}
      id={(rule) => String(rule.id)}
      name={(rule) => rule.name}
      disabled={saving}
      onReorder={(order) => {
        const dragged = draggedRule(shown, order);
        if (!dragged) return;
        setMoved({ of: rules, order });
        setSaving(true);
        onMove(dragged, order.indexOf(dragged))
          .catch(() => setMoved(null))
          .finally(() => setSaving(false));
      }}
      render={(rule) => (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0, flex: 1 }}>{summary(rule)}</div>
          <Group gap={4} wrap="nowrap">
            <EnabledSwitch key={String(rule.enabled)} checked={rule.enabled} name={rule.name} onToggle={(next) => onToggle(rule, next)} operation={toggleOperation?.operation} path={toggleOperation?.path} />
            <Button size="compact-sm" variant="subtle" onClick={() => onEdit(rule)}>
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              operation={removeOperation?.operation}
              path={removeOperation?.path}
              title={t`Remove this rule?`}
              message={t`${rule.name} will be removed; the rules after it move up.`}
              confirmLabel={t`Remove`}
              loading={removing}
              onConfirm={() => onRemove(rule).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </Group>
        </Group>
      )}
    />
  );
}

/** The rule a drag moved: taking it out of both orders leaves the same sequence. */
export function draggedRule<R extends { id: number }>(before: readonly R[], after: readonly R[]): R | undefined {
  const same = (a: readonly R[], b: readonly R[]) => a.length === b.length && a.every((r, i) => r.id === b[i]!.id);
  return after.find((rule, index) => index !== before.findIndex((r) => r.id === rule.id) && same(before.filter((r) => r.id !== rule.id), after.filter((r) => r.id !== rule.id)));
}
