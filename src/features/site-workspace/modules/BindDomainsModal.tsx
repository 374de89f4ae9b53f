// The one binding dialog of every module kind (spec 7, "Domain module binding": PUT domains/module/<kind>
// {domainIDs, moduleID}; CORS sends corsID). A domain uses at most one module of a kind: choosing a domain
// that uses another module moves it here, and the dialog says so before saving.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../../components/leave-guard/GuardedModal';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { notifyInfo, notifySuccess } from '../../../services/feedback';
import { callOperation } from '../../../schema-form/operations';
import { useSite } from '../context';
import { useAllModules, useRefreshAfter, useSiteDomains } from './data';
import { type BindableModule, kindInfo, type ModuleKind } from './kinds';
import { listOf } from './words';
import { LoadFailed } from '../../../components/LoadFailed';

export interface BindDomainsModalProps {
  kind: ModuleKind;
  /** Null: closed. */
  module: BindableModule | null;
  onClose: () => void;
}

export function BindDomainsModal({ kind, module, onClose }: BindDomainsModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={module !== null} onClose={onClose} title={t`Domains using ${module?.name ?? ''}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {module && <BindingForm key={`${kind}-${module.id}`} kind={kind} module={module} onDone={onClose} />}
    </Modal>
  );
}

/** Which domains change: added to the module, removed from it, and those moved from another module. */
export function bindingChanges(before: readonly number[], chosen: readonly number[], usedBy: ReadonlyMap<number, string>) {
  const was = new Set(before);
  const now = new Set(chosen);
  const added = chosen.filter((id) => !was.has(id));
  const removed = before.filter((id) => !now.has(id));
  const moved = added.filter((id) => usedBy.has(id));
  return { added, removed, moved };
}

function BindingForm({ kind, module, onDone }: { kind: ModuleKind; module: BindableModule; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const info = kindInfo(kind);
  const refresh = useRefreshAfter();
  const { query: domainsQuery, domains, names } = useSiteDomains();
  const modules = useAllModules(kind);
  const [chosen, setChosen] = useState<string[]>(() => (module.domainIDs ?? []).map(String));

  // Domain id -> the other module of this kind it uses now.
  const usedBy = useMemo(() => {
    const map = new Map<number, string>();
    for (const other of modules.data?.data ?? []) {
      if (other.id === module.id) continue;
      for (const id of other.domainIDs ?? []) map.set(id, other.name);
    }
    return map;
  }, [modules.data, module.id]);

  const changes = bindingChanges(module.domainIDs ?? [], chosen.map(Number), usedBy);
  const save = useMutation({
    mutationFn: async () => {
      const bind = (domainIDs: number[], id: number | null) => callOperation(info.bind, { path: { siteId }, body: { domainIDs, [info.bindKey]: id } });
      if (changes.added.length) await bind(changes.added, module.id);
      if (changes.removed.length) await bind(changes.removed, null);
    },
  });

  if (domainsQuery.isPending) return <Loader aria-label={t`Loading`} />;
  if (domainsQuery.isError) {
    return <LoadFailed title={t`The domains could not be loaded.`} onRetry={domainsQuery.refetch} />;
  }
  const options = domains.map((d) => ({ value: String(d.id), label: d.domainName }));
  const movedNames = changes.moved.map((id) => `${names.get(id) ?? id} (${usedBy.get(id)})`);
  const adding = changes.added.length;
  const removing = changes.removed.length;
  const kindLabel = i18n._(info.label);
  return (
    <Stack>
      <Text size="sm">
        <Trans>The chosen domains use this {kindLabel} module. A domain uses at most one module of a kind.</Trans>
      </Text>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>The site has no domains yet.</Trans>
        </Text>
      ) : (
        <MultiSelect
          label={t`Domains`}
          placeholder={chosen.length ? undefined : t`Choose domains`}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          hidePickedOptions={false}
          nothingFoundMessage={t`No domain matches.`}
          renderOption={({ option, checked }) => {
            const other = usedBy.get(Number(option.value));
            return (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" w={14} aria-hidden="true">
                  {checked ? '✓' : ''}
                </Text>
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {other && (
                    <Text size="xs" c="dimmed">
                      <Trans>uses {other} now</Trans>
                    </Text>
                  )}
                </Stack>
              </Group>
            );
          }}
          maxDropdownHeight={260}
        />
      )}
      {movedNames.length > 0 && (
        <Alert color="yellow" variant="light" title={t`Domains moved from another module`}>
          <Trans>These domains stop using their current module: {listOf(movedNames, i18n.locale)}.</Trans>
        </Alert>
      )}
      {(adding > 0 || removing > 0) && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>
            {adding} to add, {removing} to remove.
          </Trans>
        </Text>
      )}
      <Group justify="flex-end">
        <DialogCancel onCancel={onDone} />
        <Button
          loading={save.isPending}
          disabled={options.length === 0}
          onClick={() => {
            if (!adding && !removing) {
              notifyInfo(t`Nothing has changed.`);
              return onDone();
            }
            save.mutate(undefined, {
              onSuccess: async () => {
                const moduleName = module.name;
                notifySuccess(t`Domains using ${moduleName} saved`);
                onDone();
                await refresh(info.bind);
              },
              // The refusal was reported; a first call may have gone through, so the lists are read again.
              onError: () => void refresh(info.bind),
            });
          }}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
