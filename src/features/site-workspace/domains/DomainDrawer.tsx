// One domain in a drawer: its origins, listening ports and port mapping, load balancing, automatic certificate and
// origin host. Every setting is a descriptor (forms/user/domain-*.form.json) with the change review before saving.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import autoSslForm from '../../../../forms/user/domain-auto-ssl.form.json';
import balanceForm from '../../../../forms/user/domain-balance.form.json';
import hostForm from '../../../../forms/user/domain-host-rewrite.form.json';
import schemeForm from '../../../../forms/user/domain-scheme.form.json';
import {
  useUserSiteDomainApplyAutoSsl,
  useUserSiteDomainListSettings,
  useUserSiteDomainListUpstreams,
  useUserSiteDomainSetBalance,
  useUserSiteDomainSetScheme,
  useUserSiteDomainUpdateDomain,
  userSiteDomainListSettings,
} from '../../../api/generated/hooks/site-domain/site-domain';
import { useUserSiteSettingListPorts } from '../../../api/generated/hooks/site-setting/site-setting';
import type {
  UserAutoSSLProvider,
  UserAutoSSLVerifyType,
  UserBalanceHashType,
  UserDomain,
  UserDomainScheme,
  UserDomainSettings,
} from '../../../api/generated/model';
import { defineForm, type FormDescriptor } from '../../../schema-form/descriptor';
import { TabSet } from '../../../kit/TabSet';
import { autoSslBlocker } from '../certificates/hints';
import { DescriptorSection } from './DescriptorSection';
import { AUTO_SSL_STATUS, CERT_STATUS, CNAME_STATUS, StateBadge } from './labels';
import { OriginsPanel } from './OriginsPanel';
import { schemePortProblems } from './scheme-ports';
import { useAfterWrite } from '../../../kit/after-write';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidate';
import { reportAutoSsl } from '../certificates/follow-auto-ssl';
import { Drawer } from '../../../components/drawer-mount';

const ENABLED = msg`Enabled`;
const DISABLED = msg`Disabled`;

const withUi = (descriptor: FormDescriptor, changes: Record<string, object>): FormDescriptor => {
  const ui = { ...(descriptor.uiSchema ?? {}) };
  for (const [field, change] of Object.entries(changes)) ui[field] = { ...(ui[field] as object | undefined), ...change };
  return { ...descriptor, uiSchema: ui };
};

export function DomainDrawer({
  siteId,
  domain,
  autoSSLAllowed,
  onClose,
}: {
  siteId: number;
  domain: UserDomain | null;
  /** The site's product offers automatic certificates. */
  autoSSLAllowed: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={domain !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={domain ? t`Domain ${domain.domainName}` : ''}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {domain && <DomainDetail key={domain.id} siteId={siteId} domain={domain} autoSSLAllowed={autoSSLAllowed} />}
    </Drawer>
  );
}

function DomainDetail({ siteId, domain, autoSSLAllowed }: { siteId: number; domain: UserDomain; autoSSLAllowed: boolean }) {
  const { t } = useLingui();
  const settings = useUserSiteDomainListSettings(siteId, { ids: [domain.id] });
  const current = settings.data?.data[0];
  // The domain's settings as the server holds them now (not into the cache): each form reads them before its review.
  const fresh = async () => {
    const found = (await userSiteDomainListSettings(siteId, { ids: [domain.id] })).data[0];
    if (!found) throw new Error(t`This domain was removed in the meantime.`);
    return found;
  };
  // The settings tabs wait for the domain's settings.
  const loaded = (panel: (settings: UserDomainSettings) => ReactNode) =>
    settings.isPending ? (
      <Loader size="sm" aria-label={t`Loading`} />
    ) : !current ? (
      <Alert color="red" title={t`The settings of this domain could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    ) : (
      panel(current)
    );
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StateBadge look={domain.status === 1 ? { label: ENABLED, color: 'green' } : { label: DISABLED, color: 'gray' }} />
        <StateBadge look={CNAME_STATUS[domain.cnameStatus]} />
        <StateBadge look={CERT_STATUS[domain.certStatus]} />
      </Group>
      <TabSet
        defaultValue="origins"
        keepMounted={false}
        panelPt="md"
        tabs={[
          {
            value: 'origins',
            label: <Trans>Origins</Trans>,
            panel: <OriginsPanel domainId={domain.id} domainName={domain.domainName} portMap={current?.portMap ?? domain.portMap} />,
          },
          { value: 'ports', label: <Trans>Listening ports</Trans>, panel: loaded((settings) => <SchemePanel siteId={siteId} settings={settings} fresh={fresh} />) },
          { value: 'balance', label: <Trans>Load balancing</Trans>, panel: loaded((settings) => <BalancePanel siteId={siteId} settings={settings} fresh={fresh} />) },
          {
            value: 'certificate',
            label: <Trans>Certificate</Trans>,
            panel: loaded((settings) => <CertificatePanel siteId={siteId} settings={settings} fresh={fresh} certStatus={domain.certStatus} autoSSLAllowed={autoSSLAllowed} />),
          },
          { value: 'host', label: <Trans>Origin host</Trans>, panel: loaded((settings) => <HostPanel siteId={siteId} settings={settings} fresh={fresh} />) },
        ]}
      />
    </Stack>
  );
}

type SchemeValues = { scheme: { http: number[]; https: number[] }; portMap: boolean };
const schemeValues = (settings: UserDomainSettings): SchemeValues => ({ scheme: { http: [...settings.scheme.http], https: [...settings.scheme.https] }, portMap: settings.portMap });

function SchemePanel({ siteId, settings, fresh }: { siteId: number; settings: UserDomainSettings; fresh: () => Promise<UserDomainSettings> }) {
  const { t, i18n } = useLingui();
  const save = useUserSiteDomainSetScheme();
  const origins = useUserSiteDomainListUpstreams(siteId, settings.id);
  const open = useUserSiteSettingListPorts(siteId);
  const follows = (origins.data?.data ?? []).some((origin) => origin.protocol === 'follow');
  const descriptor = useMemo(() => {
    const openOf = (type: 'http' | 'https') =>
      (open.data?.data ?? [])
        .filter((p) => p.portType === type)
        .map((p) => p.port)
        .join(', ');
    const scheme = (defineForm(schemeForm)).uiSchema?.scheme as Record<string, object>;
    const help = (type: 'http' | 'https') => {
      const ports = openOf(type);
      return open.data ? (ports ? t`Open on this site: ${ports}` : t`No port of this kind is open on this site.`) : undefined;
    };
    return withUi(defineForm(schemeForm), {
      scheme: {
        ...scheme,
        http: { ...scheme.http, 'ui:help': help('http') },
        https: { ...scheme.https, 'ui:help': help('https') },
      },
      ...(follows && settings.portMap
        ? { portMap: { 'ui:disabled': true, 'ui:help': t`An origin follows the visitor's protocol, so port mapping stays on.` } }
        : {}),
    });
  }, [open.data, follows, settings.portMap, t]);
  const saved = schemeValues(settings);
  return (
    <DescriptorSection<SchemeValues>
      descriptor={descriptor}
      saved={saved}
      reread={async () => schemeValues(await fresh())}
      busy={save.isPending}
      path={{ siteId }}
      domainName={settings.domainName}
      save={(values) => save.mutateAsync({ siteId, domainId: settings.id, data: { scheme: values.scheme as UserDomainScheme, portMap: values.portMap } })}
      customValidate={(values, errors) => {
        // Once the site's open ports are known, a port is checked against them before anything is sent.
        if (!open.data) return errors;
        const problems = schemePortProblems(values.scheme ?? {}, open.data.data ?? []);
        for (const type of ['http', 'https'] as const) {
          const found = problems[type];
          if (!found) continue;
          const { line } = found;
          const message = i18n._(found.problem);
          errors.scheme?.[type]?.addError(t`Line ${line}: ${message}`);
        }
        return errors;
      }}
    />
  );
}

type BalanceValues = { hashType: UserBalanceHashType; maxFails: number; failTimeout: number };
const balanceValues = ({ balance }: UserDomainSettings): BalanceValues => ({ hashType: balance.hashType, maxFails: balance.maxFails, failTimeout: balance.failTimeout });

function BalancePanel({ siteId, settings, fresh }: { siteId: number; settings: UserDomainSettings; fresh: () => Promise<UserDomainSettings> }) {
  const save = useUserSiteDomainSetBalance();
  return (
    <DescriptorSection<BalanceValues>
      descriptor={defineForm(balanceForm)}
      saved={balanceValues(settings)}
      reread={async () => balanceValues(await fresh())}
      busy={save.isPending}
      path={{ siteId }}
      domainName={settings.domainName}
      save={(values) => save.mutateAsync({ siteId, data: { ids: [settings.id], ...values } })}
    />
  );
}

type AutoSslValues = { enabled: boolean; provider: UserAutoSSLProvider; verifyType: UserAutoSSLVerifyType };
const autoSslValues = ({ autoSSL, domainName }: UserDomainSettings): AutoSslValues => ({
  enabled: autoSSL.enabled,
  provider: autoSSL.provider,
  verifyType: domainName.startsWith('*.') ? 'dns' : (autoSSL.verifyType ?? 'http'),
});

function CertificatePanel({
  siteId,
  settings,
  fresh,
  certStatus,
  autoSSLAllowed,
}: {
  siteId: number;
  settings: UserDomainSettings;
  fresh: () => Promise<UserDomainSettings>;
  certStatus: UserDomain['certStatus'];
  autoSSLAllowed: boolean;
}) {
  const { t, i18n } = useLingui();
  const afterWrite = useAfterWrite();
  const apply = useUserSiteDomainApplyAutoSsl();
  const wildcard = settings.domainName.startsWith('*.');
  const { autoSSL } = settings;
  // An IP address or a name over 64 characters cannot get a certificate: turning it on is not offered (spec 9).
  const blocker = autoSslBlocker(settings.domainName);
  const descriptor = useMemo(
    () =>
      withUi(defineForm(autoSslForm), {
        ...(wildcard ? { verifyType: { 'ui:enumDisabled': ['http'], 'ui:help': t`A wildcard domain is proven with a DNS record.` } } : {}),
        ...(!autoSSLAllowed
          ? { enabled: { 'ui:disabled': true, 'ui:help': t`The product of this site does not include automatic certificates.` } }
          : blocker && !autoSSL.enabled
            ? { enabled: { 'ui:disabled': true, 'ui:help': i18n._(blocker) } }
            : {}),
      }),
    [wildcard, autoSSLAllowed, blocker, autoSSL.enabled, t, i18n],
  );
  const saved = autoSslValues(settings);
  const queryClient = useQueryClient();
  // Turned on, the certificate is applied for: the toast follows the application (pending, then issued or failed),
  // and the domain's state is read again when it settles (issue 25: no success while it may still fail).
  const send = async (values: AutoSslValues) => {
    await apply.mutateAsync({ siteId, data: values.enabled ? { ids: [settings.id], ...values } : { ids: [settings.id], enabled: false } });
    if (values.enabled) reportAutoSsl(siteId, [settings], () => void invalidateAfter(queryClient, 'user-siteDomain-apply-auto-ssl', { siteId }));
  };
  const domainName = settings.domainName;
  const failed = autoSSL.enabled && autoSSL.status === 'applyFailed';
  return (
    <DescriptorSection<AutoSslValues>
      descriptor={descriptor}
      saved={saved}
      reread={async () => autoSslValues(await fresh())}
      busy={apply.isPending}
      path={{ siteId }}
      save={send}
      savedMessage={(values) => (values.enabled ? null : t`Automatic certificate turned off for ${domainName}`)}
      before={
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">
              <Trans>Certificate:</Trans>
            </Text>
            <StateBadge look={CERT_STATUS[certStatus]} />
            {autoSSL.enabled && autoSSL.status && (
              <>
                <Text size="sm">
                  <Trans>Automatic certificate:</Trans>
                </Text>
                <StateBadge look={AUTO_SSL_STATUS[autoSSL.status]} />
              </>
            )}
          </Group>
          {failed && (
            <Alert color="orange" variant="light" title={t`The certificate could not be issued. Things to check:`}>
              <List size="sm" spacing={2}>
                <List.Item>
                  <Trans>The domain's CNAME points at the site.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>The domain resolves from outside mainland China as well.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>The DNS TTL has passed since the records were changed.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>Wildcard domains use DNS verification.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>The domain is hosted at the DNS provider.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>At most 50 certificates are issued for one registered domain in 7 days.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>If it still fails, contact your administrator.</Trans>
                </List.Item>
              </List>
              <Button
                mt="sm"
                size="xs"
                variant="light"
                loading={apply.isPending}
                onClick={() => void afterWrite(send(saved), null, 'user-siteDomain-apply-auto-ssl', { siteId })}
              >
                <Trans>Apply again</Trans>
              </Button>
            </Alert>
          )}
        </Stack>
      }
    />
  );
}

type HostValues = { hostRewrite?: string };
const hostValues = ({ hostRewrite }: UserDomainSettings): HostValues => (hostRewrite ? { hostRewrite } : {});

function HostPanel({ siteId, settings, fresh }: { siteId: number; settings: UserDomainSettings; fresh: () => Promise<UserDomainSettings> }) {
  const save = useUserSiteDomainUpdateDomain();
  return (
    <DescriptorSection<HostValues>
      descriptor={defineForm(hostForm)}
      saved={hostValues(settings)}
      reread={async () => hostValues(await fresh())}
      busy={save.isPending}
      path={{ siteId }}
      domainName={settings.domainName}
      save={(values) => save.mutateAsync({ siteId, data: { id: settings.id, hostRewrite: values.hostRewrite?.trim() || null } })}
    />
  );
}
