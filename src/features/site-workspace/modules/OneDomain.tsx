// What one domain of the site applies now (its CORS, its headers): a domain picker, then the domain's answer
// with its loading and error states.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Loader, Select, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSiteDomains } from './data';

export interface DomainAnswer<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface OneDomainProps<T> {
  /** Heading and accessible name of the section. */
  title: string;
  /** Said when the domain's answer could not be loaded. */
  failed: string;
  /** The domain's answer (asked only once a domain is chosen). */
  useAnswer: (domainId: number | null) => DomainAnswer<T>;
  children: (answer: T) => ReactNode;
}

export function OneDomain<T>({ title, failed, useAnswer, children }: OneDomainProps<T>) {
  const { t } = useLingui();
  const { domains } = useSiteDomains();
  const [domainId, setDomainId] = useState<string | null>(null);
  const answer = useAnswer(domainId === null ? null : Number(domainId));
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <Select
          label={t`Domain`}
          placeholder={t`Choose a domain`}
          searchable
          w={360}
          data={domains.map((d) => ({ value: String(d.id), label: d.domainName }))}
          value={domainId}
          onChange={setDomainId}
          nothingFoundMessage={t`No domain matches.`}
        />
        {domainId !== null &&
          (answer.isPending ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : answer.isError || answer.data === undefined ? (
            <Alert color="red" variant="light" title={failed}>
              <Button size="xs" variant="light" onClick={() => void answer.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : (
            children(answer.data)
          ))}
      </Stack>
    </Card>
  );
}
