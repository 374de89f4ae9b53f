// userManagement/apiTokenSetting (user and client consoles): the account's API tokens
// (forms/common/lists/api-tokens.list.json), created through a descriptor; the secret is shown once, in a dialog
// (./lists.tsx), and a selection is removed after a confirmation.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack } from '@mantine/core';
import { Link } from 'react-router';
import tokensList from '../../../forms/common/lists/api-tokens.list.json';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { API_TOKENS_CONFIG } from './config';
import { ApiTokenLists } from './lists';
import { TokenUsage } from './TokenUsage';

const TOKENS = defineList(tokensList);

export function Component() {
  const { t } = useLingui();
  const area = useArea();
  const config = API_TOKENS_CONFIG[area] ?? {};
  return (
    <>
      <PageHeader title={t`API tokens`} description={<Trans>Tokens let your scripts and tools call the Parapet API as your account.</Trans>} />
      <Card withBorder padding="md" mb="md" maw={760}>
        <Stack gap="xs">
          <TokenUsage />
          {config.apiDocPath && (
            <Anchor component={Link} to={`/${area}/${config.apiDocPath}`} size="sm">
              <Trans>Every call is described in the API documentation.</Trans>
            </Anchor>
          )}
        </Stack>
      </Card>
      <ApiTokenLists placeName={t`API tokens`}>
        <RuleList list={TOKENS} />
      </ApiTokenLists>
    </>
  );
}
