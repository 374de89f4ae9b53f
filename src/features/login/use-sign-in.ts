import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import type { Area } from '../../api/areas';
import type { TokenPair } from '../../api/generated/model';
import { notifyError, notifySuccess, reportError } from '../../services/feedback';
import { AuthMismatchError, authMismatchMessage, completeSignIn, landingPath } from '../../services/session';
import { releaseLogin } from './held';

/**
 * The end of every sign-in: store tokens, load own information, check the area; answers where to go next
 * (the landing page, or back to the sign-in form when it failed). Without the router, so the sign-in page
 * that loads without it (src/app/sign-in-boot.tsx) ends the same way.
 */
export async function finishSignIn(area: Area, tokens: TokenPair): Promise<string> {
  try {
    const account = await completeSignIn(area, tokens);
    releaseLogin();
    notifySuccess(i18n._(msg`Login Success! Welcome!`));
    return landingPath(area, account);
  } catch (error) {
    if (error instanceof AuthMismatchError) notifyError(authMismatchMessage());
    else reportError(error);
    releaseLogin();
    return `/${area}/login`;
  }
}

/** finishSignIn, then go there. */
export function useFinishSignIn(area: Area) {
  const navigate = useNavigate();
  return async (tokens: TokenPair) => {
    navigate(await finishSignIn(area, tokens), { replace: true });
  };
}
