// The certificates of a site (spec 7: certificates (sslName, sort), certificate POST/PUT/DELETE), as a list descriptor
// (forms/user/lists/certificates.list.json): uploaded and automatic ones, searched by name (`&sslName=…`, the command
// palette's link to a certificate, opens the list searched for it) and sorted, read again every 10 s while one is
// being issued; upload, rename with the change review, remove after a confirmation saying how many domains it serves.
// A row's Domains, Chain and Replace are the list's override (./parts.tsx).
import certificatesList from '../../../../forms/user/lists/certificates.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { SiteLists } from '../lists';

const CERTIFICATES = defineList(certificatesList);

export function Certificates() {
  return (
    <SiteLists>
      <RuleList list={CERTIFICATES} />
    </SiteLists>
  );
}
