// Clearing a site's cache: everything at once (asks first), or the URLs or directories typed one a line
// (spec 5: full URLs, no patterns), with the progress of the call and what was cleared.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { Alert, Group, List, Progress, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { useUserCacheClearCache, useUserCachePurgeUrls } from '../../../api/generated/hooks/cache/cache';
import { notifySuccess } from '../../../services/feedback';
import { reported } from '../../../services/swallow';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { PermittedButton } from '../../../components/Permitted';
import { translate } from '../../../validation/form';
import { lines } from '../../../validation/lists';
import { useSite } from '../context';
import { type PurgeType, purgeProblem, purgeUrls, refusedUrls } from './purge-rules';
import { Section } from './Section';
import { LinesTextarea } from '../../../components/LinesTextarea';
import { formatTime } from '../../../i18n/format';

const LINE = msg({ message: 'Line {line}: {problem}', comment: 'problem is another message, already translated' });
const SHOWN = 10;

type Result = { kind: 'all' } | { kind: 'urls' | 'directories'; urls: string[] };

export function PurgeCache() {
  const { t, i18n } = useLingui();
  const { siteId, site } = useSite();
  const siteName = site.siteName;
  const clear = useUserCacheClearCache();
  const purge = useUserCachePurgeUrls();
  const [type, setType] = useState<PurgeType>(1);
  const [text, setText] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [result, setResult] = useState<(Result & { at: Date }) | null>(null);
  const sending = purge.isPending ? (purge.variables?.data.urls.length ?? 0) : 0;
  const typed = lines(text).length;
  // Purged items beyond the ones listed.
  const n = result && result.kind !== 'all' ? Math.max(0, result.urls.length - SHOWN) : 0;
  const time = (at: Date) => formatTime(at, i18n.locale, { timeStyle: 'short' });

  const resultTitle = (done: Result & { at: Date }) => {
    const at = time(done.at);
    if (done.kind === 'all') return t`The whole cache was cleared at ${at}.`;
    const count = done.urls.length;
    return done.kind === 'urls'
      ? plural(count, { one: `# URL purged at ${at}.`, other: `# URLs purged at ${at}.` })
      : plural(count, { one: `# directory purged at ${at}.`, other: `# directories purged at ${at}.` });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = purgeProblem(text, type);
    if (problem) return setError(translate(problem));
    setError(null);
    setResult(null);
    const urls = purgeUrls(text);
    purge.mutate(
      { siteId, data: { type, urls } },
      {
        onSuccess: () => {
          setResult({ kind: type === 1 ? 'urls' : 'directories', urls, at: new Date() });
          setText('');
          notifySuccess(t`Cache cleared!`);
        },
        onError: (failure) => {
          // The toast says the values were refused; next to the field, which lines and why (the text stays).
          const typed = lines(text);
          const refused = refusedUrls(isApiError(failure) ? failure.errorData : undefined);
          if (refused.length === 0) return;
          setError(
            <Stack gap={2} component="span">
              {refused.map(({ index, reason }) => {
                const url = urls[index] ?? '';
                const line = typed.indexOf(url) + 1;
                return (
                  <span key={index}>{translate({ ...LINE, values: { line: line || index + 1, problem: `${url} — ${reason}` } })}</span>
                );
              })}
            </Stack>,
          );
        },
      },
    );
  };

  return (
    <Section
      id="clear-cache"
      title={<Trans>Clear the cache</Trans>}
      description={<Trans>Cleared content is fetched from your origin again on its next request.</Trans>}
      actions={
        <ConfirmButton
          operation="user-cache-clear-cache"
          path={{ siteId }}
          title={t`Clear the whole cache of ${siteName}?`}
          message={t`Every node removes everything it cached for this site. Until the cache fills again, more requests reach your origin.`}
          confirmLabel={t`Clear the whole cache`}
          loading={clear.isPending}
          onConfirm={() =>
            reported(async () => {
              await clear.mutateAsync({ siteId });
              setResult({ kind: 'all', at: new Date() });
              notifySuccess(t`Cache cleared!`);
            })
          }
        >
          <Trans>Clear the whole cache</Trans>
        </ConfirmButton>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={760}>
          <Radio.Group
            label={t`Purge`}
            value={String(type)}
            onChange={(value) => {
              setType(Number(value) as PurgeType);
              setError(null);
            }}
          >
            <Group mt="xs" gap="lg">
              <Radio value="1" label={t`Files (full URLs)`} />
              <Radio value="2" label={t`Directories (everything under a URL ending with /)`} />
            </Group>
          </Radio.Group>
          <LinesTextarea
            label={type === 1 ? t`URLs to purge` : t`Directories to purge`}
            description={
              type === 1
                ? t`One full URL a line, such as https://www.example.com/css/site.css. Patterns are not allowed.`
                : t`One URL a line, ending with /, such as https://www.example.com/images/. Patterns are not allowed.`
            }
            placeholder={type === 1 ? 'https://www.example.com/css/site.css' : 'https://www.example.com/images/'}
            maxRows={14}
            value={text}
            error={error}
            disabled={purge.isPending}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed">
              {plural(typed, { one: '# line', other: '# lines' })}
            </Text>
            <PermittedButton operation="user-cache-purge-urls" path={{ siteId }} type="submit" loading={purge.isPending}>
              <Trans>Purge</Trans>
            </PermittedButton>
          </Group>
          <div role="status" aria-live="polite">
            {purge.isPending && (
              <Stack gap={4}>
                <Text size="sm">
                  {plural(sending, { one: 'Purging # item…', other: 'Purging # items…' })}
                </Text>
                <Progress value={100} striped animated aria-label={t`Purging`} />
              </Stack>
            )}
            {result && !purge.isPending && (
              <Alert color="green" variant="light" title={resultTitle(result)}>
                {result.kind !== 'all' && (
                  <>
                    <List size="sm" spacing={2}>
                      {result.urls.slice(0, SHOWN).map((url) => (
                        <List.Item key={url} style={{ wordBreak: 'break-all' }}>
                          {url}
                        </List.Item>
                      ))}
                    </List>
                    {n > 0 && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t`and ${n} more`}
                      </Text>
                    )}
                  </>
                )}
              </Alert>
            )}
          </div>
        </Stack>
      </form>
    </Section>
  );
}
