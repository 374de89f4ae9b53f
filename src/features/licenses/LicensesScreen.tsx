// Admin licences (spec section 3, Licence): the plans the back office issues to clients (forms/admin/lists/licenses.list.json:
// paged; create and edit through descriptors, forms/admin/license-*.form.json: days of use, limits with 0 = unlimited,
// port type, node monitor frequency; the upgrade to layer 7 + 4 is irreversible, so the form says so before saving;
// remove a selection after a confirmation, a licence held by clients refused: 101003 `license in use`, said as such;
// what is particular to the list is in ./lists.tsx); issuing a licence to a client (here) and a client's order record
// (./LicenseOrderModal.tsx).
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import issueBase from '../../../forms/admin/license-issue.form.json';
import licensesList from '../../../forms/admin/lists/licenses.list.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { PageHeader } from '../../components/PageHeader';
import { isolated } from '../../components/user-text';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import type { Row } from '../../kit/lists/scope';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { type Choice, licenseForm } from './forms';
import { IssueContext, LicenseLists } from './lists';

type IssueValues = { userID?: number };
const LICENSES = defineList(licensesList);

export function Component() {
  const { t } = useLingui();
  const [issuing, setIssuing] = useState<{ mode: 'create'; initial: IssueValues; license: Row } | null>(null);
  const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: issuing !== null } });
  const clientChoices = useMemo<Choice[]>(() => (clients.data?.data ?? []).map((client) => ({ id: client.id, name: client.accountName })), [clients.data]);
  // The client is chosen from the platform's clients; the start date is left to the server (the time of issuing).
  const issueDescriptor = useMemo(
    () => licenseForm(defineForm(issueBase), { choices: { userID: clientChoices }, omit: ['licenseID', 'startDate'], required: ['userID'] }),
    [clientChoices],
  );
  const issueUpgradeWarning = (values: IssueValues) => {
    const who = clientChoices.find((client) => client.id === values.userID)?.name;
    return who
      ? t`If ${isolated(who)} is on layer 7, this licence moves it to layer 7 + 4, which cannot be undone.`
      : t`A client on layer 7 moves to layer 7 + 4 with this licence, which cannot be undone.`;
  };
  const issue = useMemo(() => (license: Row) => setIssuing({ mode: 'create', license, initial: {} }), []);

  return (
    <>
      <PageHeader title={t`Licences`} description={t`The licences issued to clients: days of use and what a client may create (0 is unlimited).`} />
      <IssueContext.Provider value={issue}>
        <LicenseLists placeName={t`Licences`}>
          <RuleList list={LICENSES} />
        </LicenseLists>
      </IssueContext.Provider>
      <RowFormModal<IssueValues>
        // The client is a choice of the platform's clients: the form opens once they are known.
        descriptor={issueDescriptor}
        editing={issuing && clients.data ? issuing : null}
        path={{}}
        extraBody={issuing ? { licenseID: issuing.license.id } : undefined}
        warnings={(values) => (issuing?.license.portType === 'L7+L4' ? [issueUpgradeWarning(values)] : [])}
        onClose={() => setIssuing(null)}
      />
    </>
  );
}
