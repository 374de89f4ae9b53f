// Personal API tokens of the signed-in account; the secret (refreshToken) is shown once, at creation,
// and then stands for the account as a bearer token until it expires or is revoked.
import type { components } from '../../../src/api/schema';
import { paginate, sortRows } from '../domain/paging.ts';
import { randomToken, sha256 } from '../domain/secrets.ts';
import { fail } from '../errors.ts';
import type { ApiTokenRecord } from '../state/model.ts';
import { defineHandlers } from '../types.ts';

import { given, pick } from '../resources/crud-more.ts';
import { done, ofCaller } from './common.ts';

type ApiToken = components['schemas']['ApiToken'];

const tokenView = (token: ApiTokenRecord): ApiToken => pick(token, ['id', 'name', 'createdAt', 'expiredAt', 'lastUsedAt']);

const DAY_MS = 86_400_000;

export const apiTokenHandlers = defineHandlers({
  ...given(ofCaller, {
    'common-apiToken-list-tokens': (account, { query }, { store }) => {
      const rows = sortRows(store.apiTokens.filter((t) => t.accountId === account.id), (t) => t.id);
      const { data, total } = paginate(rows, query);
      return { data: data.map(tokenView), total };
    },

    'common-apiToken-create-token': (account, { body }, { store, now }) => {
      const name = body.name.trim();
      if (store.apiTokens.find((t) => t.accountId === account.id && t.name.toLowerCase() === name.toLowerCase())) {
        throw fail.duplicate('token name already used', [{ in: 'body', field: 'name', message: 'is already used' }]);
      }
      const secret = randomToken('apt');
      const days = body.days ?? 0;
      const token: ApiTokenRecord = {
        id: store.nextId('apiToken'),
        accountId: account.id,
        name,
        secretHash: sha256(secret),
        createdAt: new Date(now).toISOString(),
        expiredAt: days === 0 ? null : new Date(now + days * DAY_MS).toISOString(),
        lastUsedAt: null,
      };
      store.addApiToken(token);
      store.changed();
      return { data: { ...tokenView(token), refreshToken: secret } };
    },

    'common-apiToken-delete-tokens': (account, { body }, { store }) => {
      const tokens = body.ids.map((id) => {
        const token = store.apiTokens.get(id);
        if (!token || token.accountId !== account.id) throw fail.denied(`API token ${id} is not yours`);
        return token;
      });
      for (const token of tokens) store.removeApiToken(token);
      store.changed();
      return done();
    },
  }),
});
