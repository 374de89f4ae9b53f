// The dialogs of the Domains tab: remove (selected or typed names), tags, copy to another site, import from
// another site, new domains like an existing one, replace an origin IP, and the result of a CNAME check.
// Each keeps what was typed when the server refuses (the refusal itself is reported by the query client).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Checkbox, List, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useUserSiteDomainCopyDomains,
  useUserSiteDomainCreateDomainsFrom,
  useUserSiteDomainDeleteDomains,
  useUserSiteDomainDeleteDomainsByNames,
  useUserSiteDomainListDomainsUpstreams,
  useUserSiteDomainListMetaDomains,
  useUserSiteDomainListSimpleDomains,
  useUserSiteDomainSetStatus,
  useUserSiteDomainSetTags,
  useUserSiteDomainUpdateUpstreamIps,
} from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomain, UserDomainCnameCheck } from '../../../api/generated/model';
import { notifySuccess } from '../../../services/feedback';
import { reported } from '../../../services/swallow';
import { Dialog as Frame } from '../../../components/Dialog';
import { DialogActions, DialogClose } from '../../../components/DialogActions';
import { ChangeReview } from '../../../schema-form/ChangeReview';
import { invalidateAfter, type OperationId } from '../../../api/invalidate';
import { check } from '../../../validation/form';
import { ip as ipRule } from '../../../validation/lists';
import { isIp } from '../../../validation/network';
import { DataTable } from '../../../kit/DataTable';
import { TagsEditor } from '../../sites/TagsEditor';
import { useSite } from '../context';
import { CNAME_STATUS, StateBadge } from './labels';
import { domainLinesRule, namesOf, removableNamesRule } from './rules';
import { LinesTextarea } from '../../../components/LinesTextarea';
import { useKnownTags } from './tags';

const SHOWN = 12;

/** After a write of a site's domains: say so, close the dialog, refresh what the call changed on that site (the
 * contract's map: the whole site and the domain look-ups). */
function useDone(onClose: () => void) {
  const queryClient = useQueryClient();
  return async (message: string, operationId: OperationId, siteId: number) => {
    notifySuccess(message);
    onClose();
    await invalidateAfter(queryClient, operationId, { siteId });
  };
}

/** Names in a short list: the first dozen, then how many more. */
function Names({ names }: { names: string[] }) {
  const { t } = useLingui();
  return (
    <List size="sm" spacing={2}>
      {names.slice(0, SHOWN).map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
      {names.length > SHOWN && <List.Item>{t`and ${names.length - SHOWN} more`}</List.Item>}
    </List>
  );
}

/** The last word before domains are removed: how many, which, and that it cannot be undone. */
function ConfirmRemoval({ names, backLabel, onBack, busy, onConfirm }: { names: string[]; backLabel?: string; onBack: () => void; busy: boolean; onConfirm: () => void }) {
  const removing = names.length;
  return (
    <Stack>
      <Text>
        {plural(removing, { one: 'Remove # domain? Its origins and settings are removed with it. This cannot be undone.', other: 'Remove # domains? Their origins and settings are removed with them. This cannot be undone.' })}
      </Text>
      <Names names={names} />
      <DialogActions onCancel={onBack} cancelLabel={backLabel} cancelFirst confirm={<Trans>Remove</Trans>} color="red" busy={busy} onConfirm={onConfirm} />
    </Stack>
  );
}

/** Removing chosen domains: enabled ones must be disabled first (spec 4), which this dialog offers to do. */
export function RemoveDomainsModal({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[] | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Frame opened={domains !== null} title={t`Remove domains`} onClose={onClose}>
      <RemoveDomains siteId={siteId} domains={domains ?? []} onClose={onClose} />
    </Frame>
  );
}

function RemoveDomains({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const done = useDone(onClose);
  const remove = useUserSiteDomainDeleteDomains();
  const disable = useUserSiteDomainSetStatus();
  const [disabledNow, setDisabledNow] = useState<Set<number>>(new Set());
  const enabled = domains.filter((d) => d.status === 1 && !disabledNow.has(d.id));
  if (enabled.length > 0) {
    return (
      <Stack>
        <Alert color="orange" variant="light" title={t`Enabled domains cannot be removed`}>
          <Text size="sm" mb="xs">
            <Trans>Disable these domains first. They stop serving visitors once disabled.</Trans>
          </Text>
          <Names names={enabled.map((d) => d.domainName)} />
        </Alert>
        <DialogActions
          onCancel={onClose}
          cancelFirst
          confirm={<Trans>Disable them</Trans>}
          color="orange"
          busy={disable.isPending}
          onConfirm={() =>
            void reported(async () => {
              await disable.mutateAsync({ siteId, data: { ids: enabled.map((d) => d.id), status: 0 } });
              const first = enabled[0]?.domainName ?? '';
              notifySuccess(plural(enabled.length, { one: `Domain ${first} disabled`, other: '# domains disabled' }));
              setDisabledNow(new Set([...disabledNow, ...enabled.map((d) => d.id)]));
              await invalidateAfter(queryClient, 'user-siteDomain-set-status', { siteId });
            })
          }
        />
      </Stack>
    );
  }
  return (
    <ConfirmRemoval
      names={domains.map((d) => d.domainName)}
      onBack={onClose}
      busy={remove.isPending}
      onConfirm={() =>
        void reported(async () => {
          await remove.mutateAsync({ siteId, data: { ids: domains.map((d) => d.id) } });
          const first = domains[0]?.domainName ?? '';
          await done(plural(domains.length, { one: `Domain ${first} removed`, other: '# domains removed' }), 'user-siteDomain-delete-domains', siteId);
        })
      }
    />
  );
}

/** Removing domains by typed names: each must be a disabled domain of the site; then a last confirmation. */
export function RemoveByNamesModal({ siteId, opened, onClose }: { siteId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Frame opened={opened} title={t`Remove domains by name`} onClose={onClose}>
      <RemoveByNames siteId={siteId} onClose={onClose} />
    </Frame>
  );
}

function RemoveByNames({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const { t } = useLingui();
  const done = useDone(onClose);
  const all = useUserSiteDomainListSimpleDomains(siteId);
  const remove = useUserSiteDomainDeleteDomainsByNames();
  const known = useMemo(() => (all.data ? new Map(all.data.data.map((d) => [d.domainName, d])) : null), [all.data]);
  const form = useForm({ initialValues: { names: '' }, validate: { names: (value) => check(removableNamesRule(known))(value) } });
  const [confirming, setConfirming] = useState<string[] | null>(null);
  if (confirming) {
    return (
      <ConfirmRemoval
        names={confirming}
        backLabel={t`Back`}
        onBack={() => setConfirming(null)}
        busy={remove.isPending}
        onConfirm={() =>
          void reported(async () => {
            await remove.mutateAsync({ siteId, data: { names: confirming } });
            const first = confirming[0] ?? '';
            await done(plural(confirming.length, { one: `Domain ${first} removed`, other: '# domains removed' }), 'user-siteDomain-delete-domains-by-names', siteId);
          }).then(() => setConfirming(null))
        }
      />
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => setConfirming(namesOf(values.names)))} noValidate>
      <Stack>
        <LinesTextarea
          label={t`Domains to remove`}
          description={t`One domain a line. Each must be a disabled domain of this site.`}
          required
          {...form.getInputProps('names')}
        />
        <DialogActions onCancel={onClose} confirm={<Trans>Continue</Trans>} color="red" variant="light" />
      </Stack>
    </form>
  );
}

/** The tags of one or more domains (replaced as a whole). One domain's change is reviewed before saving. */
export function TagsModal({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[] | null; onClose: () => void }) {
  const { t } = useLingui();
  const title = domains?.length === 1 ? t`Tags of ${domains[0]!.domainName}` : t`Tags of ${domains?.length ?? 0} domains`;
  return (
    <Frame opened={domains !== null} title={title} onClose={onClose} size="md">
      <TagsForm siteId={siteId} domains={domains ?? []} onClose={onClose} />
    </Frame>
  );
}

function TagsForm({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[]; onClose: () => void }) {
  const knownTags = useKnownTags(siteId);
  const { t } = useLingui();
  const done = useDone(onClose);
  const save = useUserSiteDomainSetTags();
  const single = domains.length === 1 ? domains[0]! : null;
  const [review, setReview] = useState<string[] | null>(null);
  const schema = useMemo(() => ({ type: 'object' as const, properties: { tags: { type: 'array' as const, title: t`Tags` } } }), [t]);
  const send = (tags: string[]) =>
    void reported(async () => {
      await save.mutateAsync({ siteId, data: { ids: domains.map((d) => d.id), tags } });
      await done(single ? t`Tags of ${single.domainName} saved` : plural(domains.length, { one: 'Tags of # domain saved', other: 'Tags of # domains saved' }), 'user-siteDomain-set-tags', siteId);
    }).then(() => setReview(null));
  return (
    <TagsEditor
      initial={single ? single.tags : []}
      known={knownTags}
      busy={save.isPending}
      onCancel={onClose}
      onSave={(tags) => (single ? setReview(tags) : send(tags))}
      intro={
        !single && (
          <Text size="sm">
            <Trans>These tags replace the tags of all {domains.length} domains.</Trans>
          </Text>
        )
      }
    >
      {single && (
        <ChangeReview
          opened={review !== null}
          schema={schema}
          before={{ tags: single.tags }}
          after={{ tags: review ?? [] }}
          busy={save.isPending}
          onCancel={() => setReview(null)}
          onConfirm={() => review && send(review)}
        />
      )}
    </TagsEditor>
  );
}

/** The owner's other sites that take domains (layer-7): domains move only between sites of one owner. */
function useOtherSites(siteId: number) {
  const { site, config } = useSite();
  const sites = config.useOwnerSites(site);
  return useMemo(
    () => sites.filter((s) => s.id !== siteId && s.portType === 'l7').map((s) => ({ value: String(s.id), label: s.siteName })),
    [sites, siteId],
  );
}

/** Copies of domains (origins and settings) on another site of the user; they arrive disabled there. */
export function CopyToSiteModal({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[] | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Frame opened={domains !== null} title={t`Copy domains to another site`} onClose={onClose} size="md">
      <CopyToSite siteId={siteId} domains={domains ?? []} onClose={onClose} />
    </Frame>
  );
}

function CopyToSite({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[]; onClose: () => void }) {
  const { t } = useLingui();
  const done = useDone(onClose);
  const sites = useOtherSites(siteId);
  const copy = useUserSiteDomainCopyDomains({ mutation: { meta: { duplicateMessage: t`Some of these domains are already on that site.` } } });
  const form = useForm({ initialValues: { target: '' }, validate: { target: (value) => (value ? null : t`Choose a site.`) } });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reported(async () => {
          await copy.mutateAsync({ siteId, data: { domainIDs: domains.map((d) => d.id), targetSiteID: Number(values.target) } });
          const target = sites.find((s) => s.value === values.target)?.label ?? '';
          await done(plural(domains.length, { one: `# domain copied to ${target}`, other: `# domains copied to ${target}` }), 'user-siteDomain-copy-domains', Number(values.target));
        }),
      )}
      noValidate
    >
      <Stack>
        <Names names={domains.map((d) => d.domainName)} />
        <Select label={t`Copy to`} placeholder={t`Choose a site`} searchable data={sites} required {...form.getInputProps('target')} />
        <Text size="sm" c="dimmed">
          <Trans>The copies keep their origins and settings, and stay disabled on that site until you enable them there.</Trans>
        </Text>
        <DialogActions onCancel={onClose} confirm={<Trans>Copy</Trans>} busy={copy.isPending} />
      </Stack>
    </form>
  );
}

/** Domains of another site copied onto this one (the same copy call, from the other side). */
export function ImportFromSiteModal({ siteId, opened, onClose }: { siteId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Frame opened={opened} title={t`Add domains from another site`} onClose={onClose}>
      <ImportFromSite siteId={siteId} onClose={onClose} />
    </Frame>
  );
}

function ImportFromSite({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const { t } = useLingui();
  const done = useDone(onClose);
  const sites = useOtherSites(siteId);
  const copy = useUserSiteDomainCopyDomains({ mutation: { meta: { duplicateMessage: t`Some of these domains are already on this site.` } } });
  const form = useForm({
    initialValues: { source: '', domainIds: [] as string[] },
    validate: {
      source: (value) => (value ? null : t`Choose a site.`),
      domainIds: (value) => (value.length ? null : t`Choose at least one domain.`),
    },
  });
  const source = Number(form.values.source);
  const domains = useUserSiteDomainListMetaDomains(source, { query: { enabled: source > 0 } });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reported(async () => {
          await copy.mutateAsync({ siteId: Number(values.source), data: { domainIDs: values.domainIds.map(Number), targetSiteID: siteId } });
          const from = sites.find((s) => s.value === values.source)?.label ?? '';
          await done(plural(values.domainIds.length, { one: `# domain copied from ${from}`, other: `# domains copied from ${from}` }), 'user-siteDomain-copy-domains', siteId);
        }),
      )}
      noValidate
    >
      <Stack>
        <Select
          label={t`From site`}
          placeholder={t`Choose a site`}
          searchable
          data={sites}
          required
          {...form.getInputProps('source')}
          onChange={(value) => {
            form.setFieldValue('source', value ?? '');
            form.setFieldValue('domainIds', []);
          }}
        />
        <MultiSelect
          label={t`Domains`}
          placeholder={source ? t`Choose domains` : t`Choose a site first`}
          searchable
          disabled={!source}
          data={(domains.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.domainName }))}
          required
          {...form.getInputProps('domainIds')}
        />
        <Text size="sm" c="dimmed">
          <Trans>The copies keep their origins and settings, and stay disabled here until you enable them.</Trans>
        </Text>
        <DialogActions onCancel={onClose} confirm={<Trans>Add domains</Trans>} busy={copy.isPending} />
      </Stack>
    </form>
  );
}

/** New domains with the origins and settings of an existing one (createFrom). */
export function CreateFromModal({ siteId, template, onClose }: { siteId: number; template: UserDomain | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = template?.domainName ?? '';
  return (
    <Frame opened={template !== null} title={t`Add domains like ${name}`} onClose={onClose}>
      {template && <CreateFrom siteId={siteId} template={template} onClose={onClose} />}
    </Frame>
  );
}

function CreateFrom({ siteId, template, onClose }: { siteId: number; template: UserDomain; onClose: () => void }) {
  const { t } = useLingui();
  const done = useDone(onClose);
  const create = useUserSiteDomainCreateDomainsFrom({ mutation: { meta: { duplicateMessage: t`Some of these domains are already on this site.` } } });
  const form = useForm({
    initialValues: { domains: '', wildcard: false },
    validate: { domains: (value, values) => check(domainLinesRule(values.wildcard))(value) },
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reported(async () => {
          await create.mutateAsync({ siteId, data: { sourceDomainID: template.id, domains: namesOf(values.domains) } });
          const added = namesOf(values.domains).length;
          const source = template.domainName;
          await done(plural(added, { one: `# domain added with the settings of ${source}`, other: `# domains added with the settings of ${source}` }), 'user-siteDomain-create-domains-from', siteId);
        }),
      )}
      noValidate
    >
      <Stack>
        <Text size="sm">
          <Trans>The new domains get the origins, ports and settings of {template.domainName}, and are enabled.</Trans>
        </Text>
        <LinesTextarea
          label={t`New domains`}
          description={t`One domain a line.`}
          minRows={3}
          maxRows={10}
          required
          {...form.getInputProps('domains')}
        />
        <Checkbox label={t`Allow wildcard domains (*.example.com)`} {...form.getInputProps('wildcard', { type: 'checkbox' })} />
        <DialogActions onCancel={onClose} confirm={<Trans>Add domains</Trans>} busy={create.isPending} />
      </Stack>
    </form>
  );
}

/** One origin IP replaced by another in the origins of the chosen domains (modifyUpstreamIPs). */
export function ReplaceOriginIpModal({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[] | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Frame opened={domains !== null} title={t`Replace an origin IP`} onClose={onClose} size="md">
      <ReplaceOriginIp siteId={siteId} domains={domains ?? []} onClose={onClose} />
    </Frame>
  );
}

function ReplaceOriginIp({ siteId, domains, onClose }: { siteId: number; domains: UserDomain[]; onClose: () => void }) {
  const { t } = useLingui();
  const done = useDone(onClose);
  const ids = domains.map((d) => d.id);
  const origins = useUserSiteDomainListDomainsUpstreams(siteId, { ids });
  const replace = useUserSiteDomainUpdateUpstreamIps();
  const ips = useMemo(() => {
    const count = new Map<string, number>();
    for (const d of origins.data?.data ?? []) for (const u of new Set(d.upstreams.map((o) => o.host))) if (isIp(u)) count.set(u, (count.get(u) ?? 0) + 1);
    // In the language shown: the component's `t` follows it.
    return [...count].sort((a, b) => b[1] - a[1]).map(([value, n]) => ({ value, label: t`${plural(n, { one: `${value} (# domain)`, other: `${value} (# domains)` })}` }));
  }, [origins.data, t]);
  const form = useForm({
    initialValues: { oldIP: '', newIP: '' },
    validate: {
      oldIP: (value) => (value ? null : t`Choose the IP to replace.`),
      newIP: (value, values) => check(ipRule)(value) ?? (value.trim() === values.oldIP ? t`Enter a different IP.` : null),
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reported(async () => {
          await replace.mutateAsync({ siteId, data: { domainIDs: ids, oldIP: values.oldIP, newIP: values.newIP.trim() } });
          const oldIP = values.oldIP;
          const newIP = values.newIP.trim();
          await done(t`Origin ${oldIP} replaced by ${newIP}`, 'user-siteDomain-update-upstream-ips', siteId);
        }),
      )}
      noValidate
    >
      <Stack>
        <Text size="sm">
          <Trans>In the origins of the {domains.length} chosen domains, one IP is replaced by another. Ports, weights and protocols stay.</Trans>
        </Text>
        {origins.isSuccess && ips.length === 0 ? (
          <Alert color="blue" variant="light">
            <Trans>None of the chosen domains has an origin given by IP address.</Trans>
          </Alert>
        ) : (
          <Select
            label={t`Origin IP to replace`}
            placeholder={origins.isPending ? t`Loading` : t`Choose an IP`}
            data={ips}
            required
            {...form.getInputProps('oldIP')}
          />
        )}
        <TextInput label={t`New IP`} placeholder="203.0.113.20" required {...form.getInputProps('newIP')} />
        <DialogActions onCancel={onClose} confirm={<Trans>Replace</Trans>} busy={replace.isPending} disabled={origins.isSuccess && ips.length === 0} />
      </Stack>
    </form>
  );
}

/** What a CNAME check found, domain by domain, and what to do about the ones not pointed yet. */
export function CnameResultModal({ cname, result, onClose }: { cname: string; result: UserDomainCnameCheck[] | null; onClose: () => void }) {
  const { t } = useLingui();
  const missing = (result ?? []).filter((r) => r.cnameStatus !== 'active').length;
  return (
    <Frame opened={result !== null} title={t`CNAME check`} onClose={onClose}>
      <Stack>
        <DataTable
          withTableBorder
          aria-label={t`CNAME check results`}
          rows={result ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: <Trans>Domain</Trans>, cell: (row) => row.domainName },
            { header: <Trans>CNAME</Trans>, cell: (row) => <StateBadge look={CNAME_STATUS[row.cnameStatus]} /> },
          ]}
        />
        {missing > 0 && (
          <Alert color="orange" variant="light">
            <Text size="sm">
              <Trans>
                Point the CNAME record of each domain not pointed yet at <Badge variant="outline" tt="none">{cname}</Badge>, wait for the DNS
                TTL, then check again.
              </Trans>
            </Text>
          </Alert>
        )}
        <DialogClose onClose={onClose} primary />
      </Stack>
    </Frame>
  );
}
