// Token authentication and anti-leech (spec 7, "Token auth": tokenAuths POST {modules}/GET/DELETE, tokenAuth PUT,
// tokenAuth/{moduleID}/auths GET/POST {items}/DELETE {ids}, auth PUT; "Domains": antiReferers and antiHeaders per
// domain). Signed URLs with a time stamp (time-stamp anti-leech) are the items of token-auth modules; the Referer
// and header rules belong to one domain, chosen with the picker. The signed URLs are
// forms/user/lists/token-auth.list.json and token-auth-items.list.json.
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import antiHeadersList from '../../../../../forms/user/lists/anti-headers.list.json';
import antiReferersList from '../../../../../forms/user/lists/anti-referers.list.json';
import tokenAuthList from '../../../../../forms/user/lists/token-auth.list.json';
import type { ListDescriptor } from '../../../../kit/lists/descriptor';
import { RuleList } from '../../../../kit/lists/RuleList';
import { DomainLists, SiteLists } from '../lists';
import { useSiteDomains } from './data';
import { TabIntro } from '../../../../kit/lists/parts';

export default function TokenAuthTab() {
  const { t } = useLingui();
  const [section, setSection] = useState<string | null>('signed');
  const { domains } = useSiteDomains();
  const [picked, setPicked] = useState<string | null>(null);
  const domainId = picked ?? (domains[0] ? String(domains[0].id) : null);
  const domainPicker = (
    <Select
      label={t`Domain`}
      description={t`Referer and header rules belong to one domain.`}
      searchable
      allowDeselect={false}
      w={360}
      data={domains.map((d) => ({ value: String(d.id), label: d.domainName }))}
      value={domainId}
      onChange={setPicked}
      nothingFoundMessage={t`No domain matches.`}
    />
  );
  return (
    <>
      <TabIntro title={<Trans>Token authentication and anti-leech</Trans>}>
        <Trans>
          Keep other sites from using your files: signed links that expire (time-stamp anti-leech), rules on the page a request was linked from
          (Referer), and rules on request headers.
        </Trans>
      </TabIntro>
      <Tabs value={section} onChange={setSection} variant="pills" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="signed">
            <Trans>Signed URLs</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="referer">
            <Trans>Referer rules</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="header">
            <Trans>Header rules</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signed">
          <SiteLists>
            <RuleList list={tokenAuthList as ListDescriptor} />
          </SiteLists>
        </Tabs.Panel>
        <Tabs.Panel value="referer">
          <Stack>
            {domainPicker}
            {domainId && (
              <SiteLists>
                <DomainLists domainId={Number(domainId)} key={`r-${domainId}`}>
                  <RuleList list={antiReferersList as ListDescriptor} />
                </DomainLists>
              </SiteLists>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="header">
          <Stack>
            {domainPicker}
            {domainId && (
              <SiteLists>
                <DomainLists domainId={Number(domainId)} key={`h-${domainId}`}>
                  <RuleList list={antiHeadersList as ListDescriptor} />
                </DomainLists>
              </SiteLists>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
