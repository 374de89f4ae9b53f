// Settings (spec 2: settings; spec 7 "Settings"): how the site is reached (CNAME and DNS state), which of its
// settings differ from the defaults, the settings shared by all cache rules, download speed limits, and the
// listening ports open on the site.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Code, CopyButton, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import cacheRuleSettings from '../../../../../forms/user/site-cache-rule-settings.form.json';
import rateDescriptor from '../../../../../forms/user/site-rate.form.json';
import {
  useUserSiteSettingDeleteRates,
  useUserSiteSettingGetDns,
  useUserSiteSettingGetExists,
  useUserSiteSettingGetSettings,
  useUserSiteSettingListPorts,
} from '../../../../api/generated/hooks/site-setting/site-setting';
import type { UserDomainDnsStatus, UserSettingExists, UserSitePort, UserSiteRate } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { reported } from '../../../../app/swallow';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateAfter } from '../../../../api/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { SettingsForm } from '../../../../schema-form/SettingsForm';
import { useSite } from '../context';
import { SITE_TABS } from '../tabs';
import { Section } from './Section';

const rateForm = rateDescriptor as FormDescriptor;
const rateColumn = columnsFor<UserSiteRate>();
const portColumn = columnsFor<UserSitePort>();

const DNS_STATUS: Record<UserDomainDnsStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`In place`, color: 'green' },
  inactive: { label: msg`Not in place`, color: 'red' },
  pending: { label: msg`Being checked`, color: 'yellow' },
};

/** The kinds of settings the exists call reports, and the tab that holds each. */
const KINDS: { key: keyof UserSettingExists; label: MessageDescriptor; tab: string }[] = [
  { key: 'cacheRules', label: msg`Cache rules`, tab: 'cache' },
  { key: 'compress', label: msg`Compression`, tab: 'compress' },
  { key: 'rates', label: msg`Speed limits`, tab: 'settings' },
  { key: 'errorPages', label: msg`Error pages`, tab: 'errorPages' },
  { key: 'siteDns', label: msg`Site DNS`, tab: 'dns' },
  { key: 'ports', label: msg`Listening ports`, tab: 'ports' },
];

export interface RateValues {
  urlRegex?: string;
  limitRate: number;
  limitAfter: number;
  enabled: boolean;
}

export default function SettingsTab() {
  const { siteId } = useSite();
  return (
    <Stack gap="lg">
      <Overview />
      <SettingsForm descriptor={cacheRuleSettings as FormDescriptor} path={{ siteId }} />
      <SpeedLimits />
      <OpenPorts />
    </Stack>
  );
}

function Overview() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const [, setSearch] = useSearchParams();
  const dns = useUserSiteSettingGetDns(siteId);
  const exists = useUserSiteSettingGetExists(siteId);
  const setting = dns.data?.data;
  const flags = exists.data?.data;
  const tabs = new Set(SITE_TABS.map((tab) => tab.id));
  return (
    <Section id="site-overview" title={<Trans>How the site is reached</Trans>} description={<Trans>Point each domain of the site at this CNAME.</Trans>}>
      <Stack gap="md">
        {dns.isPending ? (
          <Loader size="sm" aria-label={t`Loading`} />
        ) : dns.isError || !setting ? (
          <Alert color="red" title={t`The DNS setting could not be loaded.`}>
            <Button size="xs" variant="light" onClick={() => void dns.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={500}>
              <Trans>CNAME</Trans>
            </Text>
            <Code>{setting.cname}</Code>
            <CopyButton value={setting.cname}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t`Copy the CNAME`}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
            <Badge variant="light" color="gray" tt="none">
              {setting.cnameMode === 'custom' ? t`Custom CNAME` : t`Generated CNAME`}
            </Badge>
            <Text size="sm" fw={500} ml="md">
              <Trans>DNS record</Trans>
            </Text>
            <Badge variant="light" color={DNS_STATUS[setting.dnsStatus].color} tt="none">
              {i18n._(DNS_STATUS[setting.dnsStatus].label)}
            </Badge>
          </Group>
        )}
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            <Trans>Settings changed from the defaults</Trans>
          </Text>
          {exists.isPending ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : exists.isError || !flags ? (
            <Alert color="red" title={t`This could not be loaded.`}>
              <Button size="xs" variant="light" onClick={() => void exists.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {KINDS.map(({ key, label, tab }) => {
                const name = i18n._(label);
                const linked = tab !== 'settings' && tabs.has(tab);
                return (
                  <Group key={key} component="li" gap="xs" wrap="nowrap">
                    {linked ? (
                      <Anchor component="button" type="button" size="sm" onClick={() => setSearch({ tab })}>
                        {name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{name}</Text>
                    )}
                    <Badge size="sm" variant={flags[key] ? 'filled' : 'outline'} color={flags[key] ? 'blue' : 'gray'} tt="none">
                      {flags[key] ? t`Changed` : t`Default`}
                    </Badge>
                  </Group>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}

function SpeedLimits() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const settings = useUserSiteSettingGetSettings(siteId);
  const remove = useUserSiteSettingDeleteRates();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: RateValues; id?: number } | null>(null);
  // The rates come with the other settings: the table reads them as its list.
  const query = useMemo(
    () => ({
      data: settings.data ? { data: settings.data.data.rates, total: settings.data.data.rates.length } : undefined,
      isPending: settings.isPending,
      isError: settings.isError,
      refetch: settings.refetch,
    }),
    [settings.data, settings.isPending, settings.isError, settings.refetch],
  );
  const removeIds = (ids: number[], after?: () => void) =>
    reported(async () => {
      await remove.mutateAsync({ siteId, data: { ids } });
      notifySuccess(t`Remove Success!`);
      after?.();
      await invalidateAfter(queryClient, 'user-siteSetting-delete-rates', { siteId });
    });

  const columns = useMemo(
    () => [
      rateColumn.accessor('urlRegex', {
        id: 'urlRegex',
        header: () => t`Paths`,
        cell: ({ getValue }) => <Code style={{ wordBreak: 'break-all' }}>{getValue()}</Code>,
      }),
      rateColumn.accessor('limitRate', { id: 'limitRate', header: () => t`Speed limit`, cell: ({ getValue }) => {
          const kb = getValue();
          return t`${kb} KB/s`;
        },
      }),
      rateColumn.accessor('limitAfter', {
        id: 'limitAfter',
        header: () => t`Full speed for the first`,
        cell: ({ getValue }) => {
          const kb = getValue();
          return kb === 0 ? t`Limited from the first byte` : t`${kb} KB`;
        },
      }),
      rateColumn.accessor('enabled', {
        id: 'enabled',
        header: () => t`Status`,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() ? 'green' : 'gray'} tt="none">
            {getValue() ? t`On` : t`Off`}
          </Badge>
        ),
      }),
      rateColumn.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const rate = row.original;
          const path = rate.urlRegex;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t`Edit the speed limit for ${path}`}
                onClick={() =>
                  setEditing({
                    mode: 'edit',
                    initial: { urlRegex: rate.urlRegex, limitRate: rate.limitRate, limitAfter: rate.limitAfter, enabled: rate.enabled },
                    id: rate.id,
                  })
                }
              >
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                operation="user-siteSetting-delete-rates"
                path={{ siteId }}
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove the speed limit for ${path}`}
                title={t`Remove this speed limit?`}
                message={t`Downloads of ${path} go at full speed again.`}
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() => removeIds([rate.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, siteId, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Section
      id="speed-limits"
      title={<Trans>Speed limits</Trans>}
      description={<Trans>Slow down each download of the matching paths, for example to share bandwidth fairly among large files.</Trans>}
      actions={
        <PermittedButton operation="user-siteSetting-create-rate" path={{ siteId }} onClick={() => setEditing({ mode: 'create', initial: { limitRate: 1024, limitAfter: 0, enabled: true } })}>
          <Trans>Add speed limit</Trans>
        </PermittedButton>
      }
    >
      <ResourceTable
        label={t`Speed limits`}
        columns={columns}
        query={query}
        rowId={(rate) => String(rate.id)}
        bulkOperation={{ operation: 'user-siteSetting-delete-rates', path: { siteId } }}
        height={400}
        empty={<Trans>No speed limits: every download goes at full speed.</Trans>}
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <ConfirmButton
              operation="user-siteSetting-delete-rates"
              path={{ siteId }}
              size="xs"
              title={plural(count, { one: 'Remove # speed limit?', other: 'Remove # speed limits?' })}
              message={t`Downloads of these paths go at full speed again.`}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() => removeIds(selected.map((rate) => rate.id), clear)}
            >
              <Trans>Remove selected</Trans>
            </ConfirmButton>
          );
        }}
      />
      <RowFormModal<RateValues>
        descriptor={rateForm}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        meta={{ duplicateMessage: msg`A speed limit for these paths already exists.` }}
        onClose={() => setEditing(null)}
      />
    </Section>
  );
}

function OpenPorts() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const [, setSearch] = useSearchParams();
  const ports = useUserSiteSettingListPorts(siteId);
  const hasPortsTab = SITE_TABS.some((tab) => tab.id === 'ports');
  const columns = useMemo(
    () => [
      portColumn.accessor('port', { id: 'port', header: () => t`Port` }),
      portColumn.accessor('portType', {
        id: 'portType',
        header: () => t`Protocol`,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() === 'https' ? 'green' : 'gray'}>
            {getValue().toUpperCase()}
          </Badge>
        ),
      }),
      portColumn.accessor('domainCount', { id: 'domainCount', header: () => t`Domains listening` }),
    ],
    [t],
  );
  return (
    <Section
      id="open-ports"
      title={<Trans>Listening ports</Trans>}
      description={<Trans>The ports open on this site. A domain can listen only on an open port.</Trans>}
      actions={
        hasPortsTab ? (
          <Button variant="default" onClick={() => setSearch({ tab: 'ports' })}>
            <Trans>Manage ports</Trans>
          </Button>
        ) : undefined
      }
    >
      <ResourceTable
        label={t`Listening ports`}
        columns={columns}
        query={ports}
        rowId={(port) => `${port.portType}-${port.port}`}
        height={320}
        empty={<Trans>No ports are open on this site.</Trans>}
      />
    </Section>
  );
}
