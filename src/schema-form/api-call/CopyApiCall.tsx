// "Copy as API call" (issue 28): a button opening the call an action makes, as `curl` and as a TypeScript snippet
// with the generated client, a link to the operation in the API reference, and secrets hidden unless asked for.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, type ButtonProps, Checkbox, Code, Group, ScrollArea, Select, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { API_PREFIX, apiHost } from '../../api/config';
import { useArea } from '../../services/use-area';
import { type ApiCallSpec, buildApiCall, referenceLink, SECRET_PLACEHOLDER, secretCount, TOKEN_PLACEHOLDER } from './snippet';
import { CopyTextButton } from '../../components/CopyTextButton';
import { Modal } from '../../components/dialog-mount';

export interface NamedApiCall extends ApiCallSpec {
  /** What the call does, when one button offers several (a row's edit, switch and removal). */
  label?: string;
}

/** Names of tools, the same in every language. */
const TOOL_NAMES = { curl: 'curl', typescript: 'TypeScript' } as const;

/** The API's base URL as a script outside the console calls it. */
export const apiBase = () => `${apiHost() || (typeof location === 'undefined' ? '' : location.origin)}${API_PREFIX}`;

export function CopyApiCall({ calls, title, ...button }: { calls: NamedApiCall[]; title?: string } & ButtonProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  if (calls.length === 0) return null;
  return (
    <>
      <Button variant="subtle" size="compact-sm" {...button} onClick={() => setOpened(true)}>
        {button.children ?? <Trans>Copy as API call</Trans>}
      </Button>
      {opened && <ApiCallDialog calls={calls} title={title ?? t`Copy as API call`} onClose={() => setOpened(false)} />}
    </>
  );
}

function ApiCallDialog({ calls, title, onClose }: { calls: NamedApiCall[]; title: string; onClose: () => void }) {
  const { t } = useLingui();
  const area = useArea();
  const [chosen, setChosen] = useState(0);
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const spec = calls[Math.min(chosen, calls.length - 1)]!;
  const secrets = secretCount(spec);
  const built = buildApiCall(spec, { baseUrl: apiBase(), includeSecrets });
  const placeholder = TOKEN_PLACEHOLDER;
  const secretPlaceholder = SECRET_PLACEHOLDER;
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        {calls.length > 1 && (
          <Select
            label={t`Action`}
            data={calls.map((call, index) => ({ value: String(index), label: call.label ?? call.operation }))}
            value={String(chosen)}
            onChange={(value) => setChosen(Number(value ?? 0))}
            allowDeselect={false}
            maw={420}
          />
        )}
        <Group gap="xs">
          <Code>{built.method}</Code>
          <Code>{built.template}</Code>
          <Text size="sm" c="dimmed">
            {spec.operation}
          </Text>
          {area === 'user' && (
            <Anchor component={Link} to={referenceLink(spec.operation)} size="sm" onClick={onClose}>
              <Trans>Open in the API reference</Trans>
            </Anchor>
          )}
        </Group>
        <Text size="sm">
          <Trans>Replace {placeholder} with the secret of an API token of your account.</Trans>
        </Text>
        {secrets > 0 && (
          <Checkbox
            label={plural(secrets, { one: 'Include the # secret typed in the form', other: 'Include the # secrets typed in the form' })}
            description={includeSecrets ? t`Anyone who sees the copied call can use these secrets.` : t`Secrets are replaced by ${secretPlaceholder}.`}
            checked={includeSecrets}
            onChange={(event) => setIncludeSecrets(event.currentTarget.checked)}
          />
        )}
        <Tabs defaultValue="curl" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="curl">{TOOL_NAMES.curl}</Tabs.Tab>
            <Tabs.Tab value="typescript">{TOOL_NAMES.typescript}</Tabs.Tab>
          </Tabs.List>
          {(
            [
              ['curl', built.curl, t`curl command`],
              ['typescript', built.typescript, t`TypeScript snippet`],
            ] as const
          ).map(([value, text, label]) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              <Stack gap="xs">
                <ScrollArea.Autosize mah={360}>
                  <Code block aria-label={label} data-api-call={value} style={{ whiteSpace: 'pre' }}>
                    {text}
                  </Code>
                </ScrollArea.Autosize>
                <Group justify="flex-end">
                  <CopyTextButton value={text} size="xs" variant="filled" copiedProps={{ variant: 'light' }}>
                    {value === 'curl' ? t`Copy curl` : t`Copy TypeScript`}
                  </CopyTextButton>
                </Group>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Text size="xs" c="dimmed">
          <Trans>The TypeScript snippet uses openapi-fetch with types generated from the Parapet API contract (openapi-typescript).</Trans>
        </Text>
      </Stack>
    </Modal>
  );
}
