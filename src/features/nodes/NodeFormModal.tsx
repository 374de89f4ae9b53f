// A node action's form (form-actions.tsx) in a dialog: filled for one node or a selection, then the question, then the
// call. Loaded when an action is picked (issue 29): the form renderer is not the nodes list's first load.
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { Node } from '../../api/generated/model';
import { invalidateAfter, type OperationId } from '../../api/invalidate';
import { isolated } from '../../components/user-text';
import { callOperation } from '../../schema-form/operations';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { bodyFor } from '../../schema-form/SettingsForm';
import { translateText } from '../../schema-form/translate';
import { AskToSave } from './AskModal';
import { type FormAction, withZoneChoices } from './form-actions';

export function NodeFormModal({ action, nodes, onClose, onDone }: { action: FormAction; nodes: Node[]; onClose: () => void; onDone?: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const zones = useClientZoneListMetaZones({ query: { enabled: Boolean(action.zones) } });
  const descriptor = useMemo(
    () => (action.zones ? withZoneChoices(action.descriptor, zones.data?.data) : action.descriptor),
    [action, zones.data],
  );
  const [initial] = useState(() => action.initial(nodes));
  const [asking, setAsking] = useState<Record<string, unknown> | null>(null);
  const operation = action.descriptor.create!.operation as OperationId;
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => callOperation(operation, { body: bodyFor(action.descriptor.create!, values, action.key(nodes)) }),
  });
  const target = nodes.length === 1 ? isolated(nodes[0]!.name) : t`${nodes.length} nodes`;
  const heading = translateText(descriptor.title);
  const title = t`${heading}: ${target}`;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {(!action.zones || zones.data) && (
        <SchemaForm
          descriptor={descriptor}
          initial={initial}
          busy={mutation.isPending}
          submitLabel={t`Apply`}
          actions={
            <DialogCancel onCancel={onClose} />
          }
          onSubmit={(values) => setAsking(values as Record<string, unknown>)}
        />
      )}
      <AskToSave
        asking={asking}
        setAsking={setAsking}
        save={mutation}
        success={i18n._(action.done(target))}
        onSaved={() => {
          onClose();
          onDone?.();
        }}
        onSettled={() => invalidateAfter(queryClient, operation)}
        title={i18n._(action.question(target))}
        confirmLabel={<Trans>Apply</Trans>}
      >
        {asking && action.detail && <Text>{action.detail(asking)}</Text>}
        {nodes.length > 1 && <Text size="sm">{nodes.map((n) => n.name).join(', ')}</Text>}
      </AskToSave>
    </Modal>
  );
}
