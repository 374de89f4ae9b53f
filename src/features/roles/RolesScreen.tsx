// The roles of the tenant (end user: userManagement/roles/list; client: userManagement/roles), as a list descriptor
// (forms/common/lists/roles.list.json): what each allows, the sites it covers, how many accounts hold it; create and
// edit in the role editor, a page of its own (`editor`); remove after a confirmation that says how many accounts
// still hold the role (the server refuses to remove it then), the default role kept by the service (`remove.keep`).
// What is particular to the list is in ./lists.tsx.
import { useLingui } from '@lingui/react/macro';
import rolesList from '../../../forms/common/lists/roles.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { RoleLists } from './lists';

const ROLES = defineList(rolesList);

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Roles`} description={t`A role is a set of permissions given to accounts. Every account has one role.`} />
      <RoleLists placeName={t`Roles`}>
        <RuleList list={ROLES} />
      </RoleLists>
    </>
  );
}
