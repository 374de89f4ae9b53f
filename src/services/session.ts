// Signing in, restoring and ending a session of one area (spec 2 and 4).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { type Area, clearTokens, isSignedIn, readTokens, type Tokens, writeTokens } from '../api/areas';
import { ApiError } from '../api/errors';
import { kindSessionDeleteSession } from '../api/generated/hooks/session/session';
import { kindAccountGetSelf } from '../api/generated/hooks/account/account';
import type { Account } from '../api/generated/model';
import { sessionEnding, sessionStarted } from '../api/transport';
import { notifyError } from './feedback';
import { loadConsoleTexts } from '../i18n';
import { queryClient } from './query-client';
import { selfQuery } from './self-query';

const userInfoKey = (area: Area) => `${area}_userInfo`;
/** Keys of the per-area selections kept in session storage (last site, last zone). */
export const selectionKeys = (area: Area) => [`${area}_selectedSite`, `${area}_selectedZone`];

/** The spec's fixed text when own information belongs to another area. */
export const authMismatchMessage = () => i18n._(msg`Auth is not match !`);

/** Clears tokens, cached data and stored selections of an area. */
export function resetSession(area: Area): void {
  clearTokens(area);
  queryClient.clear();
  try {
    localStorage.removeItem(userInfoKey(area));
    for (const key of selectionKeys(area)) sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

export { selfQuery } from './self-query';

function remember(area: Area, account: Account): void {
  try {
    localStorage.setItem(userInfoKey(area), JSON.stringify(account));
  } catch {
    // Storage unavailable: the query cache still has it.
  }
}

/**
 * Where an account lands after signing in: a client root without a DNS type sets up DNS first, when it may (a
 * sub-client whose role lacks `dns.manage` goes to the dashboard).
 */
export function landingPath(area: Area, account: Account): string {
  const maySetDns = account.permissions?.metaRoles.includes('dns.manage') ?? true;
  if (area === 'client' && account.isRoot && !account.dnsType && maySetDns) return '/client/systemManagement/dnsSetting';
  return `/${area}/dashboard`;
}

export class AuthMismatchError extends Error {
  constructor() {
    super('Auth is not match !');
  }
}

/** Stores the tokens, loads own information and checks it belongs to this area. */
export async function completeSignIn(area: Area, tokens: Tokens): Promise<Account> {
  writeTokens(area, tokens);
  sessionStarted(area);
  const answer = await kindAccountGetSelf(area);
  const account = answer.data;
  if (account.auth !== area) {
    resetSession(area);
    throw new AuthMismatchError();
  }
  queryClient.setQueryData(selfQuery(area).queryKey, answer);
  remember(area, account);
  return account;
}

/** Route loader of every signed-in page: restores the session on first navigation. */
export async function requireSession(area: Area): Promise<Account> {
  if (!isSignedIn(area)) throw redirect(`/${area}/login`);
  // The screens' texts arrive with the first signed-in page, alongside own information.
  const texts = loadConsoleTexts(area);
  try {
    const [answer] = await Promise.all([queryClient.ensureQueryData(selfQuery(area)), texts]);
    if (answer.data.auth !== area) throw new AuthMismatchError();
    remember(area, answer.data);
    return answer.data;
  } catch (error) {
    resetSession(area);
    if (error instanceof AuthMismatchError) notifyError(authMismatchMessage());
    throw redirect(`/${area}/login`);
  }
}

/** Route loader of the public pages: a signed-in visitor goes to the dashboard. */
export function publicOnly(area: Area): null {
  if (isSignedIn(area)) throw redirect(`/${area}/dashboard`);
  return null;
}

/** Sends the token pair to be revoked, then clears everything of the area whatever the answer. */
export async function signOut(area: Area): Promise<void> {
  const tokens = readTokens(area);
  sessionEnding(area);
  try {
    if (tokens) {
      await kindSessionDeleteSession(area, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  } finally {
    resetSession(area);
  }
}

/** The info message shown when the server ends a session. */
export const sessionEndedMessage = () => i18n._(msg`Your session has ended. Please sign in again.`);
