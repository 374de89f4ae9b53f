// Settings (spec 2: settings; spec 7 "Settings"): how the site is reached (CNAME and DNS state), which of its
// settings differ from the defaults, the settings shared by all cache rules, download speed limits, and the
// listening ports open on the site.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Code, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import cacheRuleSettings from '../../../../forms/user/site-cache-rule-settings.form.json';
import rates from '../../../../forms/user/lists/rates.list.json';
import openPorts from '../../../../forms/user/lists/open-ports.list.json';
import {
  useUserSiteSettingGetDns,
  useUserSiteSettingGetExists,
} from '../../../api/generated/hooks/site-setting/site-setting';
import type { UserDomainDnsStatus, UserSettingExists } from '../../../api/generated/model';
import { defineForm } from '../../../schema-form/descriptor';
import { SettingsForm } from '../../../schema-form/SettingsForm';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { DOMAIN_DNS_STATUS } from '../../../kit/domain-dns-status';
import { useSite } from '../context';
import { SiteLists } from '../lists';
import { SITE_TABS } from '../tabs';
import { Section } from './Section';
import { CopyTextButton } from '../../../components/CopyTextButton';

const DNS_STATUS: Record<UserDomainDnsStatus, { label: MessageDescriptor; color: string }> = DOMAIN_DNS_STATUS;

/** The kinds of settings the exists call reports, and the tab that holds each. */
const KINDS: { key: keyof UserSettingExists; label: MessageDescriptor; tab: string }[] = [
  { key: 'cacheRules', label: msg`Cache rules`, tab: 'cache' },
  { key: 'compress', label: msg`Compression`, tab: 'compress' },
  { key: 'rates', label: msg`Speed limits`, tab: 'settings' },
  { key: 'errorPages', label: msg`Error pages`, tab: 'errorPages' },
  { key: 'siteDns', label: msg`Site DNS`, tab: 'dns' },
  { key: 'ports', label: msg`Listening ports`, tab: 'ports' },
];

export default function SettingsTab() {
  const { siteId } = useSite();
  return (
    <Stack gap="lg">
      <Overview />
      <SettingsForm descriptor={defineForm(cacheRuleSettings)} path={{ siteId }} />
      <SiteLists>
        <RuleList list={defineList(rates)} />
        <RuleList list={defineList(openPorts)} />
      </SiteLists>
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
            <CopyTextButton value={setting.cname} size="compact-xs" variant="subtle" aria-label={t`Copy the CNAME`}>
              <Trans>Copy</Trans>
            </CopyTextButton>
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
