// Which domains of the site a module protects (spec 7: PUT domains/module/{waf,luaAcl} {domainIDs, moduleID}).
// A domain has at most one module of a kind: choosing it here moves it from the module it had.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUserDomainModuleAssignLuaAcl, useUserDomainModuleAssignWaf } from '../../../../../api/generated/hooks/domain-module/domain-module';
import { useUserSiteDomainListMetaDomains } from '../../../../../api/generated/hooks/site-domain/site-domain';
import { notifyInfo, notifySuccess } from '../../../../../app/feedback';
import { invalidateUnder } from '../../../../../schema-form/invalidate';

export interface BoundModule {
  id: number;
  name: string;
  domainIDs: number[];
}

interface Props {
  siteId: number;
  kind: 'waf' | 'luaAcl';
  module: BoundModule | null;
  onClose: () => void;
}

export function DomainBindingModal({ module, onClose, ...rest }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={module !== null} onClose={onClose} title={t`Domains of ${module?.name ?? ''}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {module && <BindingForm key={module.id} module={module} onDone={onClose} {...rest} />}
    </Modal>
  );
}

function BindingForm({ siteId, kind, module, onDone }: Omit<Props, 'module' | 'onClose'> & { module: BoundModule; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const domains = useUserSiteDomainListMetaDomains(siteId);
  const waf = useUserDomainModuleAssignWaf();
  const luaAcl = useUserDomainModuleAssignLuaAcl();
  const assign = kind === 'waf' ? waf : luaAcl;
  const [chosen, setChosen] = useState<string[]>(() => module.domainIDs.map(String));
  const save = useMutation({
    mutationFn: async () => {
      const now = new Set(chosen.map(Number));
      const before = new Set(module.domainIDs);
      const added = [...now].filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !now.has(id));
      if (added.length) await assign.mutateAsync({ siteId, data: { domainIDs: added, moduleID: module.id } });
      if (removed.length) await assign.mutateAsync({ siteId, data: { domainIDs: removed, moduleID: null } });
      return added.length + removed.length;
    },
    // Each call reports its own refusal.
    meta: { silent: true },
  });

  if (domains.isPending) return <Loader aria-label={t`Loading`} />;
  if (domains.isError) {
    return (
      <Alert color="red" title={t`The domains could not be loaded.`}>
        <Button variant="light" onClick={() => void domains.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const options = (domains.data?.data ?? []).map((domain) => ({ value: String(domain.id), label: domain.domainName }));
  return (
    <Stack>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>The site has no domains yet.</Trans>
        </Text>
      ) : (
        <MultiSelect
          label={t`Domains protected by this module`}
          description={t`A domain uses one module of this kind: choosing it here moves it from the module it had.`}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          loading={save.isPending}
          disabled={options.length === 0}
          onClick={() =>
            save.mutate(undefined, {
              onSuccess: async (changes) => {
                if (changes === 0) {
                  notifyInfo(t`Nothing has changed.`);
                  return onDone();
                }
                notifySuccess(t`Update Success!`);
                onDone();
                await invalidateUnder(queryClient, `/user/site/${siteId}`);
              },
              // The refused call was reported; what was chosen stays for another try.
              onError: () => void invalidateUnder(queryClient, `/user/site/${siteId}`),
            })
          }
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
