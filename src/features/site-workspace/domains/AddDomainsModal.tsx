// Adding domains (spec 7: POST domain, batchCreate): names one a line, checked with the domain rule of spec 5
// (punycode, optional wildcard) before anything is sent, with shared origins or origins on each line.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Code, Group, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { Segments } from '../../../components/Segments';
import { DialogCancel, Modal } from '../../../components/leave-guard/GuardedModal';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useUserSiteDomainBatchCreateDomains, useUserSiteDomainCreateDomains } from '../../../api/generated/hooks/site-domain/site-domain';
import { useUserSiteSettingListPorts } from '../../../api/generated/hooks/site-setting/site-setting';
import type { UserDomainScheme, UserOriginProtocol } from '../../../api/generated/model';
import { notifySuccess } from '../../../services/feedback';
import { reported } from '../../../services/swallow';
import { invalidateAfter } from '../../../api/invalidate';
import { check, translate } from '../../../validation/form';
import { lines } from '../../../validation/lists';
import { tagsRule } from '../../sites/tags';
import {
  asciiName,
  batchLinesRule,
  convertedNames,
  DOMAIN_MESSAGES,
  domainLinesRule,
  namesOf,
  originLinesRule,
  portListRule,
  portsOf,
  splitBatchLine,
  upstreamsOf,
} from './rules';
import { LinesTextarea } from '../../../components/LinesTextarea';
import { useKnownTags } from './tags';

type Mode = 'shared' | 'perLine';
interface AddValues {
  mode: Mode;
  domains: string;
  wildcard: boolean;
  origins: string;
  protocol: UserOriginProtocol;
  httpPorts: string;
  httpsPorts: string;
  portMap: boolean;
  tags: string[];
}

const DUPLICATE = msg`Some of these domains are already on this site.`;

export function AddDomainsModal({
  siteId,
  opened,
  onClose,
  usage,
}: {
  siteId: number;
  opened: boolean;
  onClose: () => void;
  /** Domains on the site and the most it may hold (0: no limit). */
  usage: { count: number; limit: number };
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add domains`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      {opened && <AddDomainsForm siteId={siteId} onClose={onClose} usage={usage} />}
    </Modal>
  );
}

function AddDomainsForm({ siteId, onClose, usage }: { siteId: number; onClose: () => void; usage: { count: number; limit: number } }) {
  const { t } = useLingui();
  const knownTags = useKnownTags(siteId);
  const queryClient = useQueryClient();
  const meta = { duplicateMessage: DUPLICATE };
  const create = useUserSiteDomainCreateDomains({ mutation: { meta } });
  const batch = useUserSiteDomainBatchCreateDomains({ mutation: { meta } });
  const open = useUserSiteSettingListPorts(siteId);
  const form = useForm<AddValues>({
    initialValues: { mode: 'shared', domains: '', wildcard: false, origins: '', protocol: 'http', httpPorts: '80', httpsPorts: '', portMap: false, tags: [] },
    validate: {
      domains: (value, values) => check(values.mode === 'shared' ? domainLinesRule(values.wildcard) : batchLinesRule(values.wildcard))(value),
      origins: (value, values) => (values.mode === 'shared' ? check(originLinesRule)(value) : null),
      protocol: (value, values) => (value === 'follow' && !values.portMap ? translate(DOMAIN_MESSAGES.followNeedsPortMap) : null),
      httpPorts: (value, values) =>
        check(portListRule)(value) ?? (portsOf(value).length + portsOf(values.httpsPorts).length === 0 ? translate(DOMAIN_MESSAGES.noPorts) : null),
      httpsPorts: check(portListRule),
      tags: (value) => {
        const problem = tagsRule(value);
        return problem ? translate(problem) : null;
      },
    },
  });
  const { values } = form;
  const busy = create.isPending || batch.isPending;
  const openOf = (type: 'http' | 'https') =>
    (open.data?.data ?? [])
      .filter((p) => p.portType === type)
      .map((p) => p.port)
      .join(', ');
  const names = values.mode === 'shared' ? values.domains : lines(values.domains).map((line) => splitBatchLine(line).name).join('\n');
  const converted = convertedNames(names);

  const submit = form.onSubmit((v) =>
    reported(async () => {
      const scheme = { http: portsOf(v.httpPorts), https: portsOf(v.httpsPorts) } as UserDomainScheme;
      let added: string[];
      if (v.mode === 'shared') {
        added = namesOf(v.domains);
        await create.mutateAsync({
          siteId,
          data: {
            domains: namesOf(v.domains),
            upstreams: upstreamsOf(lines(v.origins), v.protocol),
            scheme,
            portMap: v.portMap,
            ...(v.tags.length ? { tags: v.tags } : {}),
          },
        });
      } else {
        const items = lines(v.domains).map((line) => {
          const { name, origins } = splitBatchLine(line);
          return { domainName: asciiName(name), upstreams: upstreamsOf(origins, v.protocol) };
        });
        added = items.map((item) => item.domainName);
        await batch.mutateAsync({ siteId, data: { items, scheme, portMap: v.portMap } });
      }
      const first = added[0] ?? '';
      notifySuccess(plural(added.length, { one: `Domain ${first} added`, other: '# domains added' }));
      onClose();
      await invalidateAfter(queryClient, 'user-siteDomain-create-domains', { siteId });
    }),
  );

  const count = lines(values.domains).length;
  const { count: onSite, limit } = usage;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Segments
          aria-label={t`How the origins are given`}
          data={[
            { value: 'shared', label: t`Same origins for every domain` },
            { value: 'perLine', label: t`Origins on each line` },
          ]}
          value={values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode)}
        />
        <LinesTextarea
          label={t`Domains`}
          description={
            values.mode === 'shared'
              ? t`One domain a line, such as shop.example.com, or an IP address.`
              : t`One domain a line followed by its origins, such as: shop.example.com 203.0.113.10:8080 203.0.113.11`
          }
          placeholder={values.mode === 'shared' ? 'shop.example.com' : 'shop.example.com 203.0.113.10:8080'}
          required
          {...form.getInputProps('domains')}
        />
        <Group justify="space-between" align="flex-start">
          <Checkbox label={t`Allow wildcard domains (*.example.com)`} {...form.getInputProps('wildcard', { type: 'checkbox' })} />
          <Text size="sm" c="dimmed">
            {limit > 0 ? (
              <Trans>
                {count} to add; the site has {onSite} of at most {limit} domains.
              </Trans>
            ) : (
              <Trans>{count} to add.</Trans>
            )}
          </Text>
        </Group>
        {converted.length > 0 && (
          <Stack gap={2} aria-live="polite">
            <Text size="sm">
              <Trans>Internationalised names are sent in punycode:</Trans>
            </Text>
            {converted.slice(0, 5).map(({ typed, sent }) => (
              <Text key={typed} size="sm">
                {typed} → <Code>{sent}</Code>
              </Text>
            ))}
          </Stack>
        )}
        {values.mode === 'shared' && (
          <LinesTextarea
            label={t`Origins`}
            description={t`One a line: a host name or an IP address, with an optional port (such as 203.0.113.10:8080). Without a port: 80 for HTTP, 443 for HTTPS.`}
            placeholder="203.0.113.10"
            minRows={2}
            maxRows={8}
            required
            {...form.getInputProps('origins')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Protocol towards the origins`}
            allowDeselect={false}
            data={[
              { value: 'http', label: t`HTTP` },
              { value: 'https', label: t`HTTPS` },
              { value: 'follow', label: t`Follow the visitor (HTTP or HTTPS)` },
            ]}
            {...form.getInputProps('protocol')}
          />
          <Switch
            mt="lg"
            label={t`Port mapping`}
            description={t`Reach the origins on the port the visitor used. Needed to follow the visitor's protocol.`}
            {...form.getInputProps('portMap', { type: 'checkbox' })}
          />
          <TextInput
            label={t`HTTP ports`}
            description={open.data ? t`Separated by commas. Open on this site: ${openOf('http') || '—'}` : t`Separated by commas.`}
            placeholder="80"
            {...form.getInputProps('httpPorts')}
          />
          <TextInput
            label={t`HTTPS ports`}
            description={open.data ? t`Separated by commas. Open on this site: ${openOf('https') || '—'}` : t`Separated by commas.`}
            placeholder="443"
            {...form.getInputProps('httpsPorts')}
          />
        </SimpleGrid>
        {values.mode === 'shared' && (
          <TagsInput
            label={t`Tags`}
            description={t`Press Enter after each tag. Tags have no spaces.`}
            data={knownTags}
            {...form.getInputProps('tags')}
          />
        )}
        <Group justify="flex-end">
          <DialogCancel onCancel={onClose} />
          <Button type="submit" loading={busy}>
            <Trans>Add domains</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
