// Custom headers (spec 7, "Modules": custom header modules with and without paging; headers under
// module/customHeader/{moduleId}/headers). A header name appears once in a module: the server refuses a
// duplicate with 10102502, shown next to the name (spec 8: not as a message). The lists are
// forms/user/lists/custom-headers.list.json and custom-header-items.list.json; the headers one domain adds now
// are domain-headers.list.json, below a domain picker.
import { useLingui } from '@lingui/react/macro';
import domainHeaders from '../../../../forms/user/lists/domain-headers.list.json';
import modulesList from '../../../../forms/user/lists/custom-headers.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { DomainLists, listTab } from '../lists';
import { DomainChoice } from './OneDomain';

const DOMAIN_HEADERS = defineList(domainHeaders);

export default listTab(defineList(modulesList), DomainHeaders);

/** The headers one domain adds now, from the module it uses (GET domain/{domainId}/customHeaders). */
function DomainHeaders() {
  const { t } = useLingui();
  return (
    <DomainChoice title={t`Headers of one domain`}>
      {(domainId) => (
        <DomainLists domainId={domainId}>
          <RuleList list={DOMAIN_HEADERS} />
        </DomainLists>
      )}
    </DomainChoice>
  );
}
