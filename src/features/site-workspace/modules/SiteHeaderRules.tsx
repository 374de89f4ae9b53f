// Every domain's header rules in one read-only list (spec 7 "site-level anti-header": GET site/{siteId}/antiHeaders,
// forms/user/lists/site-header-rules.list.json), the first choice of the header-rules domain picker: where a rule sits
// is seen at once, and "Open" goes to its domain's own list, where rules are added, edited and removed (each domain
// keeps its rules under its domain calls).
import rulesList from '../../../../forms/user/lists/site-header-rules.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { SiteLists } from '../lists';
import { OpenDomainContext } from './site-header-parts';

const RULES = defineList(rulesList);

export function SiteHeaderRules({ onOpenDomain }: { onOpenDomain: (domainId: number) => void }) {
  return (
    <OpenDomainContext.Provider value={onOpenDomain}>
      <SiteLists>
        <RuleList list={RULES} />
      </SiteLists>
    </OpenDomainContext.Provider>
  );
}
