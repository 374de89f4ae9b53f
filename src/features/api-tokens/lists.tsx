// The list kit's scope for the API tokens screen (forms/common/lists/api-tokens.list.json, both consoles): the kit's
// cells, and what is particular to tokens: a name sent trimmed, and the secret of a token just created shown once.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Stack } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { type ListOverride, type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { listParts } from '../../kit/lists/list-parts';
import { CopyTextButton } from '../../components/CopyTextButton';

type Created = { name: string; secret: string };

/** The secret of a token just created, from the create call's answer. */
const createdFrom = (answer: unknown): Created | null => {
  const data = (answer as { data?: { name?: string; refreshToken?: string } } | undefined)?.data;
  return data?.refreshToken ? { name: data.name ?? '', secret: data.refreshToken } : null;
};

const apiTokens: ListOverride = {
  use: function useApiTokens() {
    const [created, setCreated] = useState<Created | null>(null);
    return {
      toBody: (values) => ({ ...values, name: String(values.name ?? '').trim() }),
      onSaved: (answer) => setCreated(createdFrom(answer)),
      after: <SecretDialog created={created} onClose={() => setCreated(null)} />,
    };
  },
};

function SecretDialog({ created, onClose }: { created: Created | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = created?.name ?? '';
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t`Token ${name} created`}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {created && (
        <Stack>
          <Alert color="orange" variant="light" title={t`Copy the secret now`}>
            <Trans>It will not be shown again. If you lose it, remove the token and create a new one.</Trans>
          </Alert>
          <Code block aria-label={t`Token secret`}>
            {created.secret}
          </Code>
          <Group justify="flex-end">
            <CopyTextButton value={created.secret} variant="light" copiedProps={{ color: 'teal' }}>
              <Trans>Copy the secret</Trans>
            </CopyTextButton>
            <Button onClick={onClose} data-autofocus>
              <Trans>I have copied it</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export const API_TOKEN_LIST_PARTS = listParts({ overrides: [{ apiTokens }] });

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The API tokens list's scope: no path; a change reads again what the contract says it changes. */
export function ApiTokenLists({ placeName, children }: { placeName: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...API_TOKEN_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
