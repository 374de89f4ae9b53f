import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { Area } from '../../../api/areas';
import type { TokenPair } from '../../../api/generated/model';
import { notifyError, notifySuccess, reportError } from '../../../app/feedback';
import { AuthMismatchError, authMismatchMessage, completeSignIn, landingPath } from '../../../app/session';
import { releaseLogin } from './held';

/** The end of every sign-in: store tokens, load own information, check the area, go on. */
export function useFinishSignIn(area: Area) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return async (tokens: TokenPair) => {
    try {
      const account = await completeSignIn(area, tokens);
      releaseLogin();
      notifySuccess(t`Login Success! Welcome!`);
      navigate(landingPath(area, account), { replace: true });
    } catch (error) {
      if (error instanceof AuthMismatchError) notifyError(authMismatchMessage());
      else reportError(error);
      releaseLogin();
      navigate(`/${area}/login`, { replace: true });
    }
  };
}
