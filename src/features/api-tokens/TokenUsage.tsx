// How a script uses an API token: shown on the API tokens screen and on the API documentation page.
import { Trans } from '@lingui/react/macro';
import { Code, Stack, Text } from '@mantine/core';

// A header line, the same in every language.
const EXAMPLE = 'Authorization: Bearer apt_6b1d9e3f7a2c4e8b0d5f1a9c3e7b2d4f';

export function TokenUsage() {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        <Trans>How to use a token</Trans>
      </Text>
      <Text size="sm">
        <Trans>Send the token's secret in the Authorization header of each call, after the token type Bearer:</Trans>
      </Text>
      <Code block>{EXAMPLE}</Code>
      <Text size="sm" c="dimmed">
        <Trans>Calls made with a token act as your account. Remove a token as soon as it is no longer needed or may have leaked.</Trans>
      </Text>
    </Stack>
  );
}
