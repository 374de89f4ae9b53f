// The caller's own account, its passwords, its second sign-in factor, its personal API tokens and its tenant's
// roles; the accounts a root manages: list, sub-accounts, create, update (disabling one ends its sessions and API
// tokens), remove, resend the set-password mail.
import type { components } from '../../../src/api/schema';
import { accountView, findByEmail, findByName, managedAccounts, managedTargets, manages, subtree } from '../domain/accounts.ts';
import { checkCode, consumeChallenge, createChallenge, findChallenge } from '../domain/challenges.ts';
import { brandNameFor, mailSetPasswordLink } from '../domain/mail.ts';
import { META_ROLES } from '../domain/meta-roles.ts';
import { paginate, sortRows } from '../domain/paging.ts';
import { checkGrantable, checkRoleForSubClient, createDefaultRole, holdingsOf, isSwitched, roleView, tenantRoles, tenantSiteIds } from '../domain/permissions.ts';
import { hashPassword, newTotpSecret, randomCode, randomToken, sha256, totpUri } from '../domain/secrets.ts';
import { checkOwnPassword } from '../domain/throttle.ts';
import { endSessionsOf } from '../domain/sessions.ts';
import { ApiFailure, fail, type Violation } from '../errors.ts';
import type { AccountRecord, ApiTokenRecord, Kind, RoleRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { edits, sent } from '../resources/crud.ts';
import { byField, given, pick, rowsNamed } from '../resources/crud-more.ts';
import { done, ofCaller, touch } from './common.ts';

const SORT_KEYS = byField<AccountRecord>('id', 'email', 'accountName', 'auth', 'roleID', 'grade', 'updatedAt', 'companyName', 'maxLogExportTimes');

/** What a root may create: staff of its own area, or the root of a new tenant below it. */
const CREATABLE: Record<Kind, readonly Kind[]> = { admin: ['admin', 'client'], client: ['user', 'client'], user: ['user'] };

/** How every new account starts: enabled, its email not confirmed, no password, the mailed code, no DNS setting. */
const NEW_ACCOUNT = { dnsType: null, enabled: true, emailConfirmed: false, passwordHash: null, login2FAType: 0, totpSecret: null, loginNotify: false } as const;
const NO_CONTACT = { address: '', phone: '', taxID: '' } as const;

const taken = (what: string, field: string) => fail.duplicate(`${what} already used`, [{ in: 'body', field, message: 'is already used' }]);

function checkNameFree(store: Store, accountName: string, self?: AccountRecord) {
  const holder = findByName(store, accountName);
  if (holder && holder !== self) throw taken('account name', 'accountName');
}

/** Removes the account with everything below it and everything they own. */
function removeAccountTree(store: Store, account: AccountRecord) {
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
const ofOneTarget = ({ body }: { body: unknown }, { store, caller }: SignedInContext) =>
  managedTargets(store, caller.account, [(body as { id: number }).id])[0];

// The second sign-in factor changes in three phases: start (mail a code / make a new app secret), prove it works
// (the code, or the password when turning it off), apply.
const outOfOrder = (what: string) => fail.parameter(`two-factor settings out of order: ${what}`, [{ in: 'body', field: 'onePassKey', message: what }]);

function pendingChange(store: Store, key: string, account: AccountRecord, now: number) {
  const challenge = findChallenge(store, key, 'two-factor', now);
  if (!challenge || challenge.accountId !== account.id) throw outOfOrder('start with phase 0');
  return challenge;
}

type RoleFields = components['schemas']['RoleInput'];

/** Checks a role's fields against the tenant (meta-roles of its area, its sites, a free name) and what the owner may grant. */
function checkRole(store: Store, owner: AccountRecord, fields: RoleFields, self?: RoleRecord) {
  const violations: Violation[] = [];
  const unknown = fields.metaRoleIDs.filter((id) => !META_ROLES[owner.auth].some((m) => m.id === id));
  if (unknown.length > 0) violations.push({ in: 'body', field: 'metaRoleIDs', message: `not meta-roles of the ${owner.auth} area: ${unknown.join(', ')}` });
  const sites = tenantSiteIds(store, owner);
  const foreign = (fields.siteIDs ?? []).filter((id) => !sites.has(id));
  if (foreign.length > 0) violations.push({ in: 'body', field: 'siteIDs', message: `not sites of your tenant: ${foreign.join(', ')}` });
  if (violations.length > 0) throw fail.parameter('parameter error', violations);
  const wanted = fields.name.trim().toLowerCase();
  if (tenantRoles(store, owner).some((r) => r !== self && r.name.toLowerCase() === wanted)) throw taken('role name', 'name');
  checkGrantable(store, owner, fields.metaRoleIDs, self?.metaRoleIDs);
}

/** A role's fields as a body gives them (the contract keeps each meta-role and site once): the name trimmed. */
const roleFields = (fields: RoleFields) => ({ name: fields.name.trim(), metaRoleIDs: fields.metaRoleIDs, siteIDs: fields.siteIDs ?? [] });

function ownRole(store: Store, caller: AccountRecord, roleId: number, refusal = () => fail.denied('not a role of your tenant')) {
  const role = tenantRoles(store, caller).find((r) => r.id === roleId);
  if (!role) throw refusal();
  return role;
}

const notOwnRole = () => fail.field('roleID', 'is not a role of your tenant');

// A personal API token's secret (refreshToken) is shown once, at creation, and then stands for the account as a
// bearer token until it expires or is revoked.
const tokenView = (token: ApiTokenRecord) => pick(token, ['id', 'name', 'createdAt', 'expiredAt', 'lastUsedAt']);

export const accountHandlers = defineHandlers({
  'kind-account-get-self': {
    anyArea: true,
    handle(_input, { store, caller }) {
      const { root, metaRoles, siteIDs } = holdingsOf(store, caller.account);
      return { data: { ...accountView(store, caller.account), permissions: { isRoot: root, metaRoles, siteIDs, viaApiToken: caller.via === 'apiToken', switched: isSwitched(caller) } } };
    },
  },

  ...edits(ofOneTarget, {
    'kind-account-set-password': (target, body, { store, now }) => {
      target.passwordHash = hashPassword(body.password);
      endSessionsOf(store, target.id);
      touch(store, target, now);
    },

    'kind-account-update-account': (target, body, { store, now }) => {
      const { accountName, maxLogExportTimes, companyName, enabled } = body;
      if (accountName !== undefined) checkNameFree(store, accountName, target);
      Object.assign(target, sent({ accountName, maxLogExportTimes, companyName, enabled }));
      // Disabled: its sessions (and those switched into from them) and its API tokens end now, not at their expiry;
      // enabled again, it signs in anew and makes new tokens.
      if (enabled === false) {
        endSessionsOf(store, target.id);
        for (const token of store.apiTokens.filter((t) => t.accountId === target.id)) store.removeApiToken(token);
      }
      touch(store, target, now);
    },

    'kind-account-resend-email': (target, _body, { store, now, config, mailer }) => mailSetPasswordLink(store, mailer, target, now, config),
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
      return paginate(sortRows(rows, SORT_KEYS[sortBy], query.orderBy), query, (a) => accountView(store, a));
    },

    'kind-account-list-subs': (account, { params, query }, { store }) => {
      const owner = store.accounts.get(params.userId);
      if (!owner || (owner.id !== account.id && !manages(store, account, owner))) throw fail.denied('not an account below yours');
      const rows = store.accounts.filter((a) => a.parentId === owner.id && (query.auth === undefined || a.auth === query.auth));
      return paginate(sortRows(rows, (a) => a.id), query, (a) => accountView(store, a));
    },

    'kind-account-delete-accounts': (account, { body }, { store }) => {
      const targets = managedTargets(store, account, body.ids);
      for (const target of targets) if (store.accounts.has(target.id)) removeAccountTree(store, target);
      return done();
    },

    'kind-account-create-account': (actor, { body }, { store, now, config, mailer }) => {
      // A create naming no area makes admin accounts, a client's users or sub-users.
      const area = body.auth ?? (actor.auth === 'admin' ? 'admin' : 'user');
      if (!CREATABLE[actor.auth].includes(area)) throw fail.denied(`a ${actor.auth} account cannot create ${area} accounts`);
      const role = ownRole(store, actor, body.roleID, notOwnRole);
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

    'kind-account-start-two-factor': (account, { params, body }, { store, now, config, mailer }) => {
      const type = body.login2FAType;
      const code = type === 0 ? randomCode() : null;
      const secret = type === 1 ? newTotpSecret() : null;
      const challenge = createChallenge(store, { purpose: 'two-factor', account, area: params.kind, login2FAType: type, code, secret }, now, config);
      if (code !== null) {
        mailer.send({ to: account.email, subject: `Confirm your ${brandNameFor(store, account)} sign-in method`, text: `Your confirmation code is ${code}.`, code }, now);
      }
      return { data: { onePassKey: challenge.key, login2FAType: type, ...(secret !== null ? { qrCode: totpUri(secret, account.email), secret } : {}) } };
    },

    'kind-account-verify-two-factor': (account, { body }, { store, now, config, address }) => {
      const challenge = pendingChange(store, body.onePassKey, account, now);
      if (challenge.login2FAType === 2) {
        if (body.password === undefined) throw fail.field('password', 'is required to turn the second step off');
        checkOwnPassword(store, now, address, account, body.password);
      } else {
        if (body.vcode === undefined) throw fail.field('vcode', 'is required');
        // A new app's code: checked against the new secret, and remembered so that it cannot sign in again.
        const code = checkCode(store, challenge, body.vcode, { secret: challenge.secret }, now, config);
        if (!code.right) throw fail.wrongCode();
        if (code.totpStep !== undefined) challenge.totpStep = code.totpStep;
      }
      challenge.verified = true;
      store.changed();
      return done();
    },

    'kind-account-finish-two-factor': (account, { body }, { store, now }) => {
      const challenge = pendingChange(store, body.onePassKey, account, now);
      if (!challenge.verified) throw outOfOrder('prove the method in phase 1 first');
      account.login2FAType = challenge.login2FAType;
      account.totpSecret = challenge.login2FAType === 1 ? challenge.secret : null;
      // The code that proved the new app was used: it does not sign in as well (RFC 6238 §5.2).
      if (challenge.login2FAType === 1) account.totpLastStep = challenge.totpStep;
      else delete account.totpLastStep;
      consumeChallenge(store, challenge);
      touch(store, account, now);
      return { data: accountView(store, account) };
    },

    'kind-role-list-roles': (account, { query }, { store }) => paginate(sortRows(tenantRoles(store, account), (r) => r.id), query, (r) => roleView(store, r)),

    'kind-role-create-role': (account, { body }, { store }) => {
      checkRole(store, account, body);
      const role = store.roles.put({ id: store.nextId('role'), ownerId: account.id, ...roleFields(body), isDefault: false });
      store.changed();
      return { data: roleView(store, role) };
    },

    'kind-role-update-role': (account, { params, body }, { store }) => {
      const role = ownRole(store, account, params.roleId);
      checkRole(store, account, body, role);
      Object.assign(role, roleFields(body));
      store.changed();
      return done();
    },

    'kind-role-delete-role': (account, { params }, { store }) => {
      const role = ownRole(store, account, params.roleId);
      if (role.isDefault) throw fail.parameter('the default role cannot be removed', [{ in: 'path', field: 'roleId', message: 'is the default role' }]);
      const holders = store.accounts.filter((a) => a.roleID === role.id).length;
      if (holders > 0) throw fail.parameter('the role is held by accounts', [{ in: 'path', field: 'roleId', message: `is held by ${holders} account(s)` }]);
      store.roles.delete(role.id);
      store.changed();
      return done();
    },

    'kind-role-assign-role': (account, { body }, { store, now }) => {
      const role = ownRole(store, account, body.roleID, notOwnRole);
      const targets = managedTargets(store, account, body.ids);
      for (const target of targets) checkRoleForSubClient(store, account, role, target);
      const changes = { roleID: role.id, updatedAt: new Date(now).toISOString() };
      for (const target of targets) Object.assign(target, changes);
      store.changed();
      return done();
    },

    'common-apiToken-list-tokens': (account, { query }, { store }) =>
      paginate(sortRows(store.apiTokens.filter((t) => t.accountId === account.id), (t) => t.id), query, tokenView),

    'common-apiToken-create-token': (account, { body }, { store, now }) => {
      const name = body.name.trim();
      if (store.apiTokens.find((t) => t.accountId === account.id && t.name.toLowerCase() === name.toLowerCase())) throw taken('token name', 'name');
      const secret = randomToken('apt');
      const token: ApiTokenRecord = {
        id: store.nextId('apiToken'),
        accountId: account.id,
        name,
        secretHash: sha256(secret),
        createdAt: new Date(now).toISOString(),
        expiredAt: body.days ? new Date(now + body.days * 86_400_000).toISOString() : null,
        lastUsedAt: null,
      };
      store.addApiToken(token);
      store.changed();
      return { data: { ...tokenView(token), refreshToken: secret } };
    },

    'common-apiToken-delete-tokens': (account, { body }, { store }) => {
      const tokens = rowsNamed(store.apiTokens.filter((t) => t.accountId === account.id), body.ids, (id) => fail.denied(`API token ${id} is not yours`));
      for (const token of tokens) store.removeApiToken(token);
      store.changed();
      return done();
    },
  }),

  'kind-role-list-meta-roles': {
    handle: ({ params }) => ({ data: META_ROLES[params.kind].map((m) => pick(m, ['id', 'key', 'name'])) }),
  },
});
