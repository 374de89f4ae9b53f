// A typed client of the API signed in as one demo account, for what a spec sets up or checks outside the page
// (the same two sign-in calls the login form makes; the worker's own server).
import createClient from 'openapi-fetch';
import type { paths } from '../../src/api/schema';
import { workerBaseURL } from './fixtures';

export async function apiAs(area: 'admin' | 'client' | 'user', account: { email: string; password: string }) {
  const client = createClient<paths>({ baseUrl: `${workerBaseURL()}/api/v1` });
  const credentials = { account: account.email, password: account.password };
  const challenge = (await client.POST('/{kind}/login', { params: { path: { kind: area } }, body: credentials })).data!.data;
  const tokens = (
    await client.POST('/{kind}/code', {
      params: { path: { kind: area } },
      body: { ...credentials, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType, vcode: challenge.vcode! },
    })
  ).data!.data;
  return createClient<paths>({ baseUrl: `${workerBaseURL()}/api/v1`, headers: { Authorization: `${tokens.tokenType} ${tokens.accessToken}` } });
}
