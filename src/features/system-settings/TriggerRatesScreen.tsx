// systemManagement/perdefinedSetting (client): the predefined trigger rates customers pick for their sites'
// anti-CC rules (offered after the built-in rates), from forms/client/system/lists/trigger-rates.list.json.
import { useLingui } from '@lingui/react/macro';
import triggerRatesList from '../../../forms/client/system/lists/trigger-rates.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { SystemList } from './lists';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Predefined settings`}
        description={t`Trigger rates your customers can pick in their sites' anti-CC rules, after the built-in ones: this many requests from one visitor within these seconds bring up the challenge.`}
      />
      <SystemList list={defineList(triggerRatesList)} placeName={t`Predefined settings`} />
    </>
  );
}
