// Token authentication and anti-leech (spec 7, "Token auth": tokenAuths POST {modules}/GET/DELETE, tokenAuth PUT,
// tokenAuth/{moduleID}/auths GET/POST {items}/DELETE {ids}, auth PUT; "Domains": antiReferers and antiHeaders per
// domain). Signed URLs with a time stamp (time-stamp anti-leech) are the items of token-auth modules; the Referer
// and header rules belong to one domain, chosen with the picker. The signed URLs are
// forms/user/lists/token-auth.list.json and token-auth-items.list.json.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import antiHeadersList from '../../../../forms/user/lists/anti-headers.list.json';
import antiReferersList from '../../../../forms/user/lists/anti-referers.list.json';
import tokenAuthList from '../../../../forms/user/lists/token-auth.list.json';
import type { ListDescriptor } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { DomainLists, SiteLists } from '../lists';
import { useSiteDomains } from './data';
import { TabIntro } from '../../../kit/lists/parts';
import { TabSet } from '../../../kit/TabSet';

/** The rules that belong to one domain, chosen with the picker. */
const DOMAIN_LISTS = [
  { value: 'referer', label: msg`Referer rules`, list: antiReferersList as ListDescriptor },
  { value: 'header', label: msg`Header rules`, list: antiHeadersList as ListDescriptor },
];

export default function TokenAuthTab() {
  const { t, i18n } = useLingui();
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
      <TabSet
        value={section}
        onChange={setSection}
        variant="pills"
        keepMounted={false}
        listMb="md"
        tabs={[
          {
            value: 'signed',
            label: <Trans>Signed URLs</Trans>,
            panel: (
              <SiteLists>
                <RuleList list={tokenAuthList as ListDescriptor} />
              </SiteLists>
            ),
          },
          ...DOMAIN_LISTS.map(({ value, label, list }) => ({
            value,
            label: i18n._(label),
            panel: (
              <Stack>
                {domainPicker}
                {domainId && (
                  <SiteLists>
                    <DomainLists domainId={Number(domainId)} key={`${value}-${domainId}`}>
                      <RuleList list={list} />
                    </DomainLists>
                  </SiteLists>
                )}
              </Stack>
            ),
          })),
        ]}
      />
    </>
  );
}
