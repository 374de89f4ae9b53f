import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { areaOfPath } from '../../api/areas';
import { isApiError } from '../../api/errors';
import { kindSessionVerifyMail } from '../../api/generated/hooks/session/session';
import { describeError } from '../../services/error-messages';
import { notifyInfo } from '../../services/feedback';

/** Links already refused in this page's life. */
const refusedTokens = new Set<string>();

/** /{area}/verifyMail?token=: verify, then set the password; on failure say why and go to sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const area = areaOfPath(url.pathname);
  const token = url.searchParams.get('token');
  if (!token) {
    notifyInfo(i18n._(msg`This link is not complete. Please open the link from the mail again.`));
    return redirect(`/${area}/login`);
  }
  try {
    const { data } = await kindSessionVerifyMail(area, { token });
    const query = new URLSearchParams({ auth: data.auth, email: data.email, id: String(data.id), name: data.name, token });
    return redirect(`/${area}/login/createPassword?${query}`);
  } catch (error) {
    // The router may run this loader twice for one visit (development's strict mode): the refusal is said once.
    if (!refusedTokens.has(token)) notifyInfo(isApiError(error) ? describeError(error) : i18n._(msg`Some Error Occurred`));
    refusedTokens.add(token);
    return redirect(`/${area}/login`);
  }
}

export function Component() {
  return null;
}
