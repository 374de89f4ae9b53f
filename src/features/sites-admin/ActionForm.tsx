// One action on one site or a selection (change status, product, limitations, force backup, users, tags…):
// its descriptor's form in a dialog that names the sites it applies to; the call gets the sites' ids with
// the form's values. A refusal keeps what was typed and shows the catalogue's message.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { useCan } from '../../api/permissions';
import { notifySuccess } from '../../services/feedback';
import { isolated } from '../../components/user-text';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation } from '../../schema-form/operations';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { translateText } from '../../schema-form/translate';

type Values = Record<string, unknown>;

export interface SiteAction {
  descriptor: FormDescriptor;
  /** The sites it applies to. */
  sites: { id: number; siteName: string }[];
  initial: Values;
  /** The body's extra fields (default: `ids`, the sites' ids). */
  extra?: Values;
  /** What the rows are (default sites); their names are in `siteName`. */
  of?: 'sites' | 'domains';
}

/** "www.a.example", "www.a.example, www.b.example", "www.a.example, www.b.example and 8 more". */
export function useSiteNames() {
  const { t } = useLingui();
  return (sites: { siteName: string }[]) => {
    const names = sites.slice(0, 3).map((site) => isolated(site.siteName)).join(', ');
    const more = sites.length - 3;
    return more > 0 ? t`${names} and ${more} more` : names;
  };
}

export function ActionForm({ action, onClose, invalidate = '/client/' }: { action: SiteAction | null; onClose: () => void; invalidate?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const namesOf = useSiteNames();
  const operation = action?.descriptor.create?.operation ?? '';
  const extra = action ? (action.extra ?? { ids: action.sites.map((site) => site.id) }) : {};
  const can = useCan(operation, {});
  const bodyOf = (values: Values) => ({ ...values, ...extra });
  const mutation = useMutation({ mutationFn: (values: Values) => callOperation(operation, { body: bodyOf(values) }) });
  // The values as typed, for "Copy as API call" (issue 28); they belong to the action they were typed in.
  const [live, setLive] = useState<{ of: SiteAction; values: Values } | null>(null);
  const shown = action && live?.of === action ? live.values : action?.initial;
  const count = action?.sites.length ?? 0;
  const title = action ? translateText(action.descriptor.title) : '';
  const domains = action?.of === 'domains';
  const several = domains ? t`${title}: ${count} domains` : t`${title}: ${count} sites`;
  const appliesOne = domains ? t`Applies to the domain ${action ? namesOf(action.sites) : ''}.` : t`Applies to the site ${action ? namesOf(action.sites) : ''}.`;
  const appliesMany = domains ? t`Applies to ${count} domains: ${action ? namesOf(action.sites) : ''}.` : t`Applies to ${count} sites: ${action ? namesOf(action.sites) : ''}.`;
  return (
    <Modal opened={action !== null} onClose={onClose} title={count === 1 ? t`${title}: ${isolated(action!.sites[0]!.siteName)}` : several} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {action && (
        <Stack>
          {action.descriptor.description && (
            <Text size="sm" c="dimmed">
              {translateText(action.descriptor.description)}
            </Text>
          )}
          <Text size="sm" fw={500} data-testid="action-sites">
            {count === 1 ? appliesOne : appliesMany}
          </Text>
          <SchemaForm<Values>
            key={`${action.descriptor.name}:${action.sites.map((s) => s.id).join(',')}`}
            descriptor={action.descriptor}
            initial={action.initial}
            busy={mutation.isPending}
            denied={can.reason}
            submitLabel={count === 1 ? t`Apply` : domains ? t`Apply to ${count} domains` : t`Apply to ${count} sites`}
            onChange={(values) => setLive({ of: action, values })}
            actions={
              <>
                {shown && <CopyApiCall calls={[{ operation, body: bodyOf(shown), schema: action.descriptor.schema, uiSchema: action.descriptor.uiSchema }]} mr="auto" />}
                <DialogCancel onCancel={onClose} />
              </>
            }
            onSubmit={(values) =>
              mutation.mutate(values, {
                onSuccess: async () => {
                  const one = count === 1 ? isolated(action.sites[0]!.siteName) : '';
                  notifySuccess(
                    count === 1
                      ? t`${title}: applied to ${one}`
                      : domains
                        ? plural(count, { one: `${title}: applied to # domain`, other: `${title}: applied to # domains` })
                        : plural(count, { one: `${title}: applied to # site`, other: `${title}: applied to # sites` }),
                  );
                  onClose();
                  await invalidateUnder(queryClient, invalidate);
                },
              })
            }
          />
        </Stack>
      )}
    </Modal>
  );
}
