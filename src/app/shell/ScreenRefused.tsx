// What an address shows when the signed-in account's role cannot use its screen (Screen.needs, screen-access.ts):
// the screen's title and why, instead of the screen's calls being refused one by one.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Area } from '../../api/areas';
import type { Denial } from '../../api/permissions';
import { PageHeader } from '../../components/PageHeader';

export function ScreenRefused({ area, label, denial }: { area: Area; label: MessageDescriptor; denial: Denial }) {
  const { i18n, t } = useLingui();
  const reason =
    denial === 'root'
      ? t`Only the main account can use this page. Ask its owner if you need it.`
      : denial === 'area'
        ? t`This console does not have this page.`
        : t`Your role does not allow this page. Ask the main account to add the permission to your role if you need it.`;
  return (
    <>
      <PageHeader title={i18n._(label)} />
      <Alert color="gray" variant="light" title={t`Not available to your role`} data-refused-screen={denial}>
        {reason}
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <Button component={Link} to={`/${area}/dashboard`} size="xs" variant="light">
            <Trans>Go to the dashboard</Trans>
          </Button>
        </div>
      </Alert>
    </>
  );
}
