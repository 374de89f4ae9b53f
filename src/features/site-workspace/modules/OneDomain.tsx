// What one domain of the site applies now (its CORS, its headers): a domain picker, then the domain's answer
// with its loading and error states (`OneDomain`), or a list of the domain's (`DomainChoice`).
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
  const [domainId, setDomainId] = useState<number | null>(null);
  const answer = useAnswer(domainId);
  return (
    <DomainChoice title={title} domainId={domainId} onChange={setDomainId}>
      {() => <DomainAnswerOf failed={failed} answer={answer} show={children} />}
    </DomainChoice>
  );
}

/** A section with a domain picker; once a domain is chosen, what `children` shows of it (e.g. a list of the domain's). */
export function DomainChoice({
  title,
  children,
  ...chosen
}: {
  title: string;
  children: (domainId: number) => ReactNode;
  /** Held by the caller (OneDomain asks its answer with it), else here. */
  domainId?: number | null;
  onChange?: (domainId: number | null) => void;
}) {
  const { t } = useLingui();
  const { domains } = useSiteDomains();
  const [own, setOwn] = useState<number | null>(null);
  const domainId = chosen.onChange ? (chosen.domainId ?? null) : own;
  const setDomainId = chosen.onChange ?? setOwn;
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
          value={domainId === null ? null : String(domainId)}
          onChange={(value) => setDomainId(value === null ? null : Number(value))}
          nothingFoundMessage={t`No domain matches.`}
        />
        {domainId !== null && children(domainId)}
      </Stack>
    </Card>
  );
}

function DomainAnswerOf<T>({ failed, answer, show }: { failed: string; answer: DomainAnswer<T>; show: (answer: T) => ReactNode }) {
  const { t } = useLingui();
  return answer.isPending ? (
    <Loader size="sm" aria-label={t`Loading`} />
  ) : answer.isError || answer.data === undefined ? (
    <Alert color="red" variant="light" title={failed}>
      <Button size="xs" variant="light" onClick={() => void answer.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  ) : (
    show(answer.data)
  );
}
