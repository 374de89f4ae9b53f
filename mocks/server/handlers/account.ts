// Own account, passwords, and the accounts a root manages: list, sub-accounts, create, update (disabling one ends
// its sessions and API tokens), remove, resend the set-password mail.
import { accountView, defaultAreaOfNewAccount, findByEmail, findByName, managedAccounts, managedTargets, manages, subtree } from '../domain/accounts.ts';
import { holdingsOf, isSwitched } from '../domain/permissions.ts';
import { mailSetPasswordLink } from '../domain/mail-tokens.ts';
import { paginate, sortRows } from '../domain/paging.ts';
import { checkRoleForSubClient, createDefaultRole, tenantRole } from '../domain/roles.ts';
import { hashPassword } from '../domain/secrets.ts';
import { checkOwnPassword } from '../domain/throttle.ts';
import { endSessionsOf } from '../domain/sessions.ts';
import { ApiFailure, fail } from '../errors.ts';
import type { AccountRecord, Kind } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { sent } from '../resources/crud.ts';
import { byField, given } from '../resources/crud-more.ts';
import { done, ofCaller, touch } from './common.ts';

const SORT_KEYS = byField<AccountRecord>('id', 'email', 'accountName', 'auth', 'roleID', 'grade', 'updatedAt', 'companyName', 'maxLogExportTimes');

/** What a root may create: staff of its own area, or the root of a new tenant below it. */
const CREATABLE: Record<Kind, readonly Kind[]> = { admin: ['admin', 'client'], client: ['user', 'client'], user: ['user'] };

/** How every new account starts: enabled, its email not confirmed, no password, the mailed code, no DNS setting. */
const NEW_ACCOUNT = { dnsType: null, enabled: true, emailConfirmed: false, passwordHash: null, login2FAType: 0, totpSecret: null, loginNotify: false } as const;
const NO_CONTACT = { address: '', phone: '', taxID: '' } as const;

function checkNameFree(store: Store, accountName: string, self?: AccountRecord): void {
  const holder = findByName(store, accountName);
  if (holder && holder !== self) throw fail.duplicate('account name already used', [{ in: 'body', field: 'accountName', message: 'is already used' }]);
}

/** Removes the account with everything below it and everything they own. */
function removeAccountTree(store: Store, account: AccountRecord): void {
  for (const doomed of subtree(store, account)) {
    const id = doomed.id;
    store.accounts.delete(id);
    store.removeSessionsWhere((s) => s.accountId === id);
    store.challenges.deleteWhere((c) => c.accountId === id);
    store.mailTokens.deleteWhere((t) => t.accountId === id);
    for (const token of store.apiTokens.filter((t) => t.accountId === id)) store.removeApiToken(token);
    store.roles.deleteWhere((r) => r.ownerId === id);
    store.sites.deleteWhere((s) => s.ownerId === id);
    store.branding.delete(id);
    store.dnsSettings.delete(id);
    store.licenses.delete(id);
  }
  store.changed();
}

/** The one account below the caller's that a call's body names (else 101018). */
const ofOneTarget = ({ body }: { body: unknown }, { store, caller }: SignedInContext): AccountRecord => {
  const [target] = managedTargets(store, caller.account, [(body as { id: number }).id]);
  if (!target) throw fail.denied();
  return target;
};

export const accountHandlers = defineHandlers({
  'kind-account-get-self': {
    anyArea: true,
    handle(_input, { store, caller }) {
      const { root, metaRoles, siteIDs } = holdingsOf(store, caller.account);
      return { data: { ...accountView(store, caller.account), permissions: { isRoot: root, metaRoles, siteIDs, viaApiToken: caller.via === 'apiToken', switched: isSwitched(caller) } } };
    },
  },

  ...given(ofOneTarget, {
    'kind-account-set-password': (target, { body }, { store, now }) => {
      target.passwordHash = hashPassword(body.password);
      endSessionsOf(store, target.id);
      touch(store, target, now);
      return done();
    },

    'kind-account-update-account': (target, { body }, { store, now }) => {
      if (body.accountName !== undefined) checkNameFree(store, body.accountName, target);
      Object.assign(target, sent({ accountName: body.accountName, maxLogExportTimes: body.maxLogExportTimes, companyName: body.companyName }));
      if (body.enabled !== undefined) {
        target.enabled = body.enabled;
        // Disabled: its sessions (and those switched into from them) and its API tokens end now, not at their expiry;
        // enabled again, it signs in anew and makes new tokens.
        if (!body.enabled) {
          endSessionsOf(store, target.id);
          for (const token of store.apiTokens.filter((t) => t.accountId === target.id)) store.removeApiToken(token);
          store.changed();
        }
      }
      touch(store, target, now);
      return done();
    },

    'kind-account-resend-email': (target, _input, { store, now, config, mailer }) => {
      mailSetPasswordLink(store, mailer, target, now, config);
      return done();
    },
  }),

  ...given(ofCaller, {
    'kind-account-update-self': (account, { body }, { store, now }) => {
      if (body.accountName !== undefined) checkNameFree(store, body.accountName, account);
      Object.assign(account, body);
      touch(store, account, now);
      return { data: accountView(store, account) };
    },

    'kind-account-change-password': (account, { body }, { store, now, address, caller }) => {
      checkOwnPassword(store, now, address, account, body.oldPassword);
      account.passwordHash = hashPassword(body.password);
      endSessionsOf(store, account.id, caller.via === 'session' ? caller.session : undefined);
      touch(store, account, now);
      return done();
    },

    'kind-account-list-accounts': (account, { query }, { store }) => {
      const sortBy = query.sortBy ?? 'id';
      if (!Object.hasOwn(SORT_KEYS, sortBy)) throw fail.parameter('parameter error', [{ in: 'query', field: 'sortBy', message: `must be one of ${Object.keys(SORT_KEYS).join(', ')}` }]);
      const needle = query.name?.trim().toLowerCase();
      const rows = managedAccounts(store, account).filter(
        (a) =>
          (query.auth === undefined || a.auth === query.auth) &&
          (query.client === undefined || a.clientID === query.client) &&
          (!needle || a.accountName.toLowerCase().includes(needle) || a.email.toLowerCase().includes(needle)),
      );
      const { data, total } = paginate(sortRows(rows, SORT_KEYS[sortBy], query.orderBy), query);
      return { data: data.map((a) => accountView(store, a)), total };
    },

    'kind-account-list-subs': (account, { params, query }, { store }) => {
      const owner = store.accounts.get(params.userId);
      if (!owner || (owner.id !== account.id && !manages(store, account, owner))) throw fail.denied('not an account below yours');
      const rows = store.accounts.filter((a) => a.parentId === owner.id && (query.auth === undefined || a.auth === query.auth));
      const { data, total } = paginate(sortRows(rows, (a) => a.id), query);
      return { data: data.map((a) => accountView(store, a)), total };
    },

    'kind-account-delete-accounts': (account, { body }, { store }) => {
      const targets = managedTargets(store, account, body.ids);
      for (const target of targets) if (store.accounts.has(target.id)) removeAccountTree(store, target);
      return done();
    },

    'kind-account-create-account': (actor, { body }, { store, now, config, mailer }) => {
      const area = body.auth ?? defaultAreaOfNewAccount(actor.auth);
      if (!CREATABLE[actor.auth].includes(area)) throw fail.denied(`a ${actor.auth} account cannot create ${area} accounts`);
      const role = tenantRole(store, actor, body.roleID);
      if (!role) throw fail.field('roleID', 'is not a role of your tenant');
      checkRoleForSubClient(store, actor, role, { auth: area });
      if (findByEmail(store, body.email)) throw new ApiFailure(101017, 'duplicate email', [{ in: 'body', field: 'email', message: 'is already used' }]);
      checkNameFree(store, body.accountName);

      // admin -> client, client -> user and client -> client (a reseller's sub-client) start a new tenant.
      const newTenant = area !== actor.auth || area === 'client';
      const id = store.nextId('account');
      const stamp = new Date(now).toISOString();
      const account: AccountRecord = {
        id,
        email: body.email,
        accountName: body.accountName,
        auth: area,
        isRoot: newTenant,
        grade: newTenant ? 0 : actor.grade + 1,
        parentId: actor.id,
        clientID: area === 'client' ? id : area === 'user' ? (actor.auth === 'client' ? actor.id : actor.clientID) : null,
        parentClientID: area === 'client' && actor.auth === 'client' ? actor.id : null,
        parentUserID: area === 'user' && actor.auth === 'user' ? actor.id : null,
        roleID: role.id,
        ...NEW_ACCOUNT,
        creator: actor.accountName,
        createdAt: stamp,
        updatedAt: stamp,
        maxLogExportTimes: body.maxLogExportTimes ?? 5,
        companyName: body.companyName ?? '',
        ...NO_CONTACT,
      };
      store.accounts.put(account);
      if (newTenant) createDefaultRole(store, account);
      mailSetPasswordLink(store, mailer, account, now, config);
      return { data: accountView(store, account) };
    },
  }),
});
