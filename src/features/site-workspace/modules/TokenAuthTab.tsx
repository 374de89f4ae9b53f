// Token authentication and anti-leech (spec 7, "Token auth": tokenAuths POST {modules}/GET/DELETE, tokenAuth PUT,
// tokenAuth/{moduleID}/auths GET/POST {items}/DELETE {ids}, auth PUT; "Domains": antiReferers and antiHeaders per
// domain). Signed URLs with a time stamp (time-stamp anti-leech) are the items of token-auth modules; the Referer
// and header rules belong to one domain, chosen with the picker; the header rules' picker also offers every domain's
// rules in one read-only list (site-level anti-header, SiteHeaderRules). The signed URLs are
// forms/user/lists/token-auth.list.json and token-auth-items.list.json.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import antiHeadersList from '../../../../forms/user/lists/anti-headers.list.json';
import antiReferersList from '../../../../forms/user/lists/anti-referers.list.json';
import tokenAuthList from '../../../../forms/user/lists/token-auth.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { DomainLists, SiteLists } from '../lists';
import { useSiteDomains } from './data';
import { SiteHeaderRules } from './SiteHeaderRules';
import { TabIntro } from '../../../kit/lists/parts';
import { TabSet } from '../../../kit/TabSet';

/** The rules that belong to one domain, chosen with the picker. */
const EVERY_DOMAIN = 'every';

const DOMAIN_LISTS = [
  { value: 'referer', label: msg`Referer rules`, list: defineList(antiReferersList) },
  { value: 'header', label: msg`Header rules`, list: defineList(antiHeadersList) },
];

export default function TokenAuthTab() {
  const { t, i18n } = useLingui();
  const [section, setSection] = useState<string | null>('signed');
  const { domains } = useSiteDomains();
  const [picked, setPicked] = useState<string | null>(null);
  // The header rules' picker offers every domain at once first (a read-only overview); the choice is the header tab's.
  const [everyDomain, setEveryDomain] = useState(false);
  const domainId = picked ?? (domains[0] ? String(domains[0].id) : null);
  const openDomain = useCallback((id: number) => {
    setEveryDomain(false);
    setPicked(String(id));
  }, []);
  const domainPicker = (withEvery: boolean) => (
    <Select
      label={t`Domain`}
      description={t`Referer and header rules belong to one domain.`}
      searchable
      allowDeselect={false}
      w={360}
      data={[...(withEvery ? [{ value: EVERY_DOMAIN, label: t`Every domain (overview)` }] : []), ...domains.map((d) => ({ value: String(d.id), label: d.domainName }))]}
      value={withEvery && everyDomain ? EVERY_DOMAIN : domainId}
      onChange={(value) => {
        if (value === EVERY_DOMAIN) return setEveryDomain(true);
        setEveryDomain(false);
        setPicked(value);
      }}
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
                <RuleList list={defineList(tokenAuthList)} />
              </SiteLists>
            ),
          },
          ...DOMAIN_LISTS.map(({ value, label, list }) => ({
            value,
            label: i18n._(label),
            panel: (
              <Stack>
                {domainPicker(value === 'header')}
                {value === 'header' && everyDomain ? (
                  <SiteHeaderRules onOpenDomain={openDomain} />
                ) : domainId && (
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
