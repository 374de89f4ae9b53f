// The warning of a home screen (the area's dashboard, the analytics dashboard) while the signed-in account signs
// in with its password alone, with the way to turn the second step on.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import { useArea } from '../../services/use-area';

/** Login2FAType 2: no second sign-in step. */
const NO_SECOND_STEP = 2;

export function TwoFactorOffAlert({ login2FAType, mb }: { login2FAType: number | undefined; mb?: MantineSpacing }) {
  const { t } = useLingui();
  const area = useArea();
  if (login2FAType !== NO_SECOND_STEP) return null;
  return (
    <Alert color="yellow" title={t`Two-factor sign-in is off`} mb={mb}>
      <Trans>
        Anyone who learns your password can sign in.{' '}
        <Anchor component={Link} to={`/${area}/userManagement/userInformation`}>
          Turn on two-factor sign-in
        </Anchor>
      </Trans>
    </Alert>
  );
}
