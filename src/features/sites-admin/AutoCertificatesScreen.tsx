// sitesManagement/autoSSLManagement (client): every automatic certificate of the customers' sites by domain,
// status and site, as a read-only list descriptor (forms/client/lists/auto-certificates.list.json): read again every
// 10 s while one is being issued; `?domainName=…&certificate=7` (the command palette's link to a certificate, issue
// 25) filters the list to it and marks its row; a selection renewed after a confirmation naming them (a bulk action).
// A row's Renew and, for a failed application, the hints the site workspace's certificates tab shows, with the
// certificate authority's own reason, are the list's override (./auto-certificate-lists.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import autoCertificatesList from '../../../forms/client/lists/auto-certificates.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { AutoCertificateLists } from './auto-certificate-lists';

const AUTO_CERTIFICATES = defineList(autoCertificatesList);

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Automatic certificates`}
        description={
          <Trans>
            The free certificates your customers' domains get and renew by themselves. When an application fails, see why, fix the cause with the
            customer, then renew.
          </Trans>
        }
      />
      <AutoCertificateLists placeName={t`Automatic certificates`}>
        <RuleList list={AUTO_CERTIFICATES} />
      </AutoCertificateLists>
    </>
  );
}
