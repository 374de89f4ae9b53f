// Authentication (spec 2: verification rules and groups; spec 7: site auth): the ordered rules that ask
// requests for credentials, and the groups of credentials (user names and passwords, API keys, JWT issuers),
// each a list descriptor (forms/user/lists/auth-*.list.json; what is particular: ./parts.tsx). A group a
// rule uses cannot be removed (701001).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import groupsList from '../../../../forms/user/lists/auth-groups.list.json';
import rulesList from '../../../../forms/user/lists/auth-rules.list.json';
import { useUserSiteAuthCheckSettingExists } from '../../../api/generated/hooks/site-auth/site-auth';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { useSite } from '../context';
import { SiteLists } from '../lists';

export default function AuthenticationTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const exists = useUserSiteAuthCheckSettingExists(siteId);
  return (
    <SiteLists>
      <Stack gap="xl">
        {exists.data && !exists.data.data && (
          <Alert color="blue" variant="light" title={t`No verification is set up for this site`}>
            <Trans>Create a group and add its credentials, then a rule that asks requests to some paths for them.</Trans>
          </Alert>
        )}
        <RuleList list={defineList(rulesList)} />
        <RuleList list={defineList(groupsList)} />
      </Stack>
    </SiteLists>
  );
}
