import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Loader, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormLeaveGuard } from '../../components/leave-guard/LeaveGuard';
import { useQueryClient } from '@tanstack/react-query';
import {
  getClientDnsGetSettingQueryKey,
  useClientDnsDeleteSetting,
  useClientDnsGetSetting,
  useClientDnsSaveSetting,
  useClientDnsTestSetting,
} from '../../api/generated/hooks/dns/dns';
import type { DnsProvider, DnsSetting, DnsSettingView } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { selfQuery } from '../../services/session';
import { reported } from '../../services/swallow';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PermittedButton } from '../../components/Permitted';
import { PageHeader } from '../../components/PageHeader';
import { check } from '../../validation/form';
import { all, required, type Rule } from '../../validation/rules';
import { msg } from '@lingui/core/macro';
import { LoadFailed } from '../../components/LoadFailed';

const PROVIDERS: { value: DnsProvider; label: string }[] = [
  { value: 'cloudflare', label: 'Cloudflare' },
  { value: 'route53', label: 'Amazon Route 53' },
  { value: 'alidns', label: 'Alibaba Cloud DNS' },
  { value: 'dnspod', label: 'DNSPod' },
];

const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domainRule: Rule = (value) => (DOMAIN.test(value) ? null : msg`Enter a domain in lowercase, such as cdn.example.com.`);

export function Component() {
  const { t } = useLingui();
  const setting = useClientDnsGetSetting();
  if (setting.isPending) return <Loader aria-label={t`Loading`} />;
  if (setting.isError) {
    return <LoadFailed title={t`The DNS setting could not be loaded.`} onRetry={setting.refetch} />;
  }
  return <DnsForm saved={setting.data.data ?? null} />;
}

function DnsForm({ saved }: { saved: DnsSettingView | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useClientDnsSaveSetting();
  const test = useClientDnsTestSetting();
  const remove = useClientDnsDeleteSetting();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      dnsType: (saved?.dnsType ?? 'cloudflare') as DnsProvider,
      domain: saved?.domain ?? '',
      accessKey: '',
      secretKey: '',
    },
    validate: {
      domain: check(all(required, domainRule)),
      accessKey: check(required),
      secretKey: (value, values) => (values.dnsType === 'cloudflare' ? null : check(required)(value)),
    },
  });
  // Leaving with unsaved changes asks first (issue 25).
  const leaveGuard = useFormLeaveGuard(form);
  const needsSecret = form.values.dnsType !== 'cloudflare';
  const body = (): DnsSetting => {
    const { dnsType, domain, accessKey, secretKey } = form.getValues();
    return needsSecret ? { dnsType, domain, accessKey, secretKey } : { dnsType, domain, accessKey };
  };
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: getClientDnsGetSettingQueryKey() });
    await queryClient.invalidateQueries({ queryKey: selfQuery('client').queryKey });
  };
  const submit = form.onSubmit(() =>
    reported(async () => {
      const cname = body().domain;
      await save.mutateAsync({ data: body() });
      await refresh();
      form.setFieldValue('accessKey', '');
      form.setFieldValue('secretKey', '');
      notifySuccess(t`DNS setting saved: new sites get their CNAME under ${cname}`);
    }),
  );
  const runTest = () => {
    if (form.validate().hasErrors) return;
    void reported(async () => {
      const cname = body().domain;
      await test.mutateAsync({ data: body() });
      notifySuccess(t`The DNS provider accepted these credentials for ${cname}`);
    });
  };

  return (
    <>
      <PageHeader
        title={<Trans>DNS settings</Trans>}
        description={<Trans>The DNS provider where the console creates the CNAME records of your sites.</Trans>}
      />
      <Stack maw={620}>
        {!saved && (
          <Alert color="yellow" title={t`Set up DNS first`}>
            <Trans>Sites cannot get a CNAME until a DNS provider is set.</Trans>
          </Alert>
        )}
        {saved && (
          <Text size="sm" c="dimmed">
            <Trans>
              Current: {saved.domain} at {PROVIDERS.find((p) => p.value === saved.dnsType)?.label}, key {saved.accessKey}
            </Trans>
          </Text>
        )}
        <Card withBorder padding="lg">
          <form onSubmit={(event) => void submit(event)} noValidate {...leaveGuard}>
            <Stack>
              <Select
                label={t`Provider`}
                data={PROVIDERS}
                allowDeselect={false}
                required
                key={form.key('dnsType')}
                {...form.getInputProps('dnsType')}
              />
              <TextInput
                label={t`CNAME domain`}
                description={t`Site CNAMEs are created under this domain.`}
                placeholder="cdn.example.com"
                required
                key={form.key('domain')}
                {...form.getInputProps('domain')}
              />
              <PasswordInput
                label={needsSecret ? t`Access key ID` : t`API token`}
                description={saved ? t`Enter the key again to change the setting.` : undefined}
                autoComplete="off"
                required
                key={form.key('accessKey')}
                {...form.getInputProps('accessKey')}
              />
              {needsSecret && (
                <PasswordInput
                  label={t`Secret access key`}
                  autoComplete="off"
                  required
                  key={form.key('secretKey')}
                  {...form.getInputProps('secretKey')}
                />
              )}
              <Group justify="space-between">
                {saved ? (
                  <ConfirmButton
                    operation="client-dns-delete-setting"
                    title={t`Remove the DNS setting?`}
                    message={t`New sites will get no CNAME until a provider is set again. Existing records stay at the provider.`}
                    confirmLabel={t`Remove`}
                    loading={remove.isPending}
                    onConfirm={() =>
                      reported(async () => {
                        await remove.mutateAsync();
                        await refresh();
                        notifySuccess(t`DNS setting removed`);
                      })
                    }
                  >
                    <Trans>Remove</Trans>
                  </ConfirmButton>
                ) : (
                  <span />
                )}
                <Group>
                  <PermittedButton operation="client-dns-test-setting" variant="default" onClick={runTest} loading={test.isPending}>
                    <Trans>Test connection</Trans>
                  </PermittedButton>
                  <PermittedButton operation="client-dns-save-setting" type="submit" loading={save.isPending}>
                    <Trans>Save</Trans>
                  </PermittedButton>
                </Group>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </>
  );
}
