// systemManagement/errorSetting (client): the default error pages of every site without its own, from the list
// descriptor forms/client/system/lists/error-pages.list.json (content shown as text only, never run).
import { useLingui } from '@lingui/react/macro';
import errorPagesList from '../../../forms/client/system/lists/error-pages.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { SystemList } from './lists';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Error pages`}
        description={t`What visitors of your customers' sites see in place of the built-in page for a status code, unless the site has its own page. 903 is shown for access by IP without a domain, 929 when the frequency limit is reached.`}
      />
      <SystemList list={defineList(errorPagesList)} placeName={t`Error pages`} />
    </>
  );
}
