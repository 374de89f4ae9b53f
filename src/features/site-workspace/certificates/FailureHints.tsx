// Why an automatic certificate failed (spec 8's hints, those that fit the domain first), as the site workspace's
// certificates tab and the client's automatic certificates screen both show it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { translate } from '../../../validation/form';
import { failureHints } from './hints';

export function FailureHints({ domain, cname, reason }: { domain: Parameters<typeof failureHints>[0]; cname: string; reason?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack>
      <Alert color="red" variant="light" title={t`The certificate authority could not verify this domain.`}>
        {reason}
        <Trans>These are the usual causes, the likeliest first. Fix the cause, then reapply.</Trans>
      </Alert>
      <List spacing="xs" size="sm">
        {failureHints(domain, cname).map(({ hint, likely }) => (
          <List.Item key={hint.id}>
            <Text size="sm" component="div" fw={likely ? 600 : undefined}>
              {translate(hint)}
              {likely && (
                <Badge ml="xs" size="sm" color="orange" variant="light">
                  {t`Likely`}
                </Badge>
              )}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
