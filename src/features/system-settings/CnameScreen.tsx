// systemManagement/cname (client): the CNAME records kept at the DNS provider, from the list descriptor
// forms/client/system/lists/cnames.list.json (enabled is the inverse of `disabled`; lines named in the console's language).
import { useLingui } from '@lingui/react/macro';
import cnamesList from '../../../forms/client/system/lists/cnames.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { SystemList } from './lists';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`CNAME settings`} description={t`The names customers' domains point to, one record for each zone and resolution line, kept at your DNS provider.`} />
      <SystemList list={defineList(cnamesList)} placeName={t`CNAME settings`} />
    </>
  );
}
