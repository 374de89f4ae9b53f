// Users of a console (end user: sub-users; client: customers and sub-clients; admin: staff and clients): one screen
// configured per console (./config.ts). List with search, type filter, sort and paging; create and edit through
// descriptors (forms/common/account-*.form.json, the role choice filled from the console's roles); remove a
// selection after a confirmation; resend the set-password mail; disable or enable an account (its sessions and API
// tokens end at once), mail it a password reset or set its password (./PasswordModal.tsx); give a role; a row's sub-accounts; open the
// console of a customer or sub-user in a new tab (./switch-into.ts); the client lends zones to a sub-client and gives
// a customer's sub-user sites (./AssignModals.tsx); the admin opens a client's licence order record. The list is a
// list descriptor (forms/common/lists/users.list.json, parts ./lists.tsx); the dialogs its buttons open are here.
import { useLingui } from '@lingui/react/macro';
import { lazy, useMemo, useState } from 'react';
import type { Account } from '../../api/generated/model';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { OnceShown } from '../../components/OnceShown';
import { RuleList } from '../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';
import type { Choice } from '../licenses/forms';
import { USERS_CONFIG } from './config';
import { useRoleChoices, USERS_LIST, USERS_LIST_PARTS, type UsersDialogs, UsersContext } from './lists';

// The dialogs load the first time they open (issue 29): their forms (the schema form, its validators) and the
// sub-accounts' list are not the list's first render.
const SubAccountsModal = lazy(() => import('./SubAccountsModal').then((module) => ({ default: module.SubAccountsModal })));
const PasswordModal = lazy(() => import('./PasswordModal').then((module) => ({ default: module.PasswordModal })));
const AssignRoleModal = lazy(() => import('./AssignRoleModal').then((module) => ({ default: module.AssignRoleModal })));
const AssignZonesModal = lazy(() => import('./AssignModals').then((module) => ({ default: module.AssignZonesModal })));
const AssignSitesModal = lazy(() => import('./AssignModals').then((module) => ({ default: module.AssignSitesModal })));
const LicenseOrderModal = lazy(() => import('../licenses/LicenseOrderModal').then((module) => ({ default: module.LicenseOrderModal })));

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function Component() {
  const { i18n } = useLingui();
  const area = useArea();
  const config = USERS_CONFIG[area];
  const roles = useRoleChoices();
  const [assigning, setAssigning] = useState<Account[] | null>(null);
  const [subsOf, setSubsOf] = useState<Account | null>(null);
  const [orderOf, setOrderOf] = useState<Choice | null>(null);
  const [zonesOf, setZonesOf] = useState<Account | null>(null);
  const [sitesOf, setSitesOf] = useState<Account | null>(null);
  const [passwordOf, setPasswordOf] = useState<Account | null>(null);
  const dialogs = useMemo<UsersDialogs>(
    () => ({ assignRole: setAssigning, subAccounts: setSubsOf, password: setPasswordOf, zones: setZonesOf, sites: setSitesOf, licenseOrder: setOrderOf }),
    [],
  );
  const scope = useMemo<ListScope>(() => ({ ...USERS_LIST_PARTS, path: {}, placeName: '', domainNames: NO_DOMAINS }), []);

  return (
    <>
      <PageHeader title={i18n._(config.title)} description={i18n._(config.description)} />
      <ListScopeContext.Provider value={scope}>
        <UsersContext.Provider value={dialogs}>
          <RuleList list={USERS_LIST} />
        </UsersContext.Provider>
      </ListScopeContext.Provider>
      <OnceShown shown={passwordOf !== null}>
        <PasswordModal account={passwordOf} onClose={() => setPasswordOf(null)} />
      </OnceShown>
      <OnceShown shown={assigning !== null}>
        <AssignRoleModal accounts={assigning} roles={roles ?? []} onClose={() => setAssigning(null)} />
      </OnceShown>
      <OnceShown shown={subsOf !== null}>
        <SubAccountsModal account={subsOf} onClose={() => setSubsOf(null)} />
      </OnceShown>
      <OnceShown shown={orderOf !== null}>
        <LicenseOrderModal client={orderOf} onClose={() => setOrderOf(null)} />
      </OnceShown>
      <OnceShown shown={zonesOf !== null}>
        <AssignZonesModal account={zonesOf} onClose={() => setZonesOf(null)} />
      </OnceShown>
      <OnceShown shown={sitesOf !== null}>
        <AssignSitesModal account={sitesOf} onClose={() => setSitesOf(null)} />
      </OnceShown>
    </>
  );
}
