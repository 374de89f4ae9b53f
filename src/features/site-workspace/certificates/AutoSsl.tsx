// Automatic certificates of the site's domains (spec 4 and 8), as a read-only list descriptor
// (forms/user/lists/auto-ssl.list.json): the state of each domain's application, searched and filtered by certificate
// state, read again every 10 s while one is being issued; reapplying where it failed and the hints that usually explain
// a failure are the list's override (./auto-ssl-parts.tsx).
import autoSslList from '../../../../forms/user/lists/auto-ssl.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { SiteLists } from '../lists';

const AUTO_SSL = defineList(autoSslList);

export function AutoSsl() {
  return (
    <SiteLists>
      <RuleList list={AUTO_SSL} />
    </SiteLists>
  );
}
