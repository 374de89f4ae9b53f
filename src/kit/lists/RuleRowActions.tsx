// The buttons of one row of a list descriptor: its links, entries, edit (or view), domains, remove with
// confirmation, and its calls as API calls.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DeniedButton, PermittedButton } from '../../components/Permitted';
import type { Row } from './scope';
import { say } from './texts';
import { fill, type RuleListModel } from './use-rule-list';

export function RuleRowActions({ model: m, row: r }: { model: RuleListModel; row: Row }) {
  const { t } = useLingui();
  const { list, entries, path, whole, key } = m;
  const name = m.nameOf(r);
  const open = r[key] === m.openKey;
  if (m.particular.hasActions && !m.particular.hasActions(r)) return null;
  const More = m.override.row;
  return (
    <Group gap={4} wrap="nowrap">
      {list.links?.map((link) => (
        <Button key={link.to} component={Link} to={`/${m.area}/${fill(link.to, r)}`} size="compact-sm" variant="light" aria-label={say(link.title, m.texts(r))}>
          {say(link.label)}
        </Button>
      ))}
      {(list.rowActions ?? []).map((action) => {
        if (action === 'entries' && entries) {
          return (
            <Button
              key={action}
              size="compact-sm"
              variant={open ? 'filled' : 'light'}
              aria-pressed={open}
              aria-label={say(entries.title, r)}
              onClick={() => m.setOpenKey(open ? null : r[key])}
            >
              {say(entries.label)}
            </Button>
          );
        }
        if (action === 'edit') {
          // A role that may not change the row still reads it: the same form, read-only, saying why (RowFormModal).
          if (m.updateRefused) {
            return (
              <Button key={action} size="compact-sm" variant="subtle" aria-label={t`View ${name}`} onClick={() => m.startEditing(r)}>
                <Trans context="row action">View</Trans>
              </Button>
            );
          }
          return (
            <Button key={action} size="compact-sm" variant="subtle" aria-label={list.actionNames?.edit ? say(list.actionNames.edit, { ...m.texts(r), name }) : t`Edit ${name}`} onClick={() => m.startEditing(r)}>
              {list.editLabel ? say(list.editLabel) : <Trans>Edit</Trans>}
            </Button>
          );
        }
        if (action === 'domains') {
          return (
            <PermittedButton key={action} operation={list.calls.bind ?? ''} path={path} size="compact-sm" variant="subtle" aria-label={t`Domains using ${name}`} onClick={() => m.setBinding(r)}>
              <Trans>Domains</Trans>
            </PermittedButton>
          );
        }
        const removeName = list.actionNames?.remove ? say(list.actionNames.remove, { ...m.texts(r), name }) : t`Remove ${name}`;
        // A row the service keeps (`remove.keep`), or a removal the override refuses (the last origin of a domain):
        // its Remove says why instead of asking.
        const keep = list.remove?.keep;
        const refused = keep && r[keep.field] === true ? say(keep.reason, m.texts(r)) : (m.particular.removeRefused?.([r]) ?? null);
        if (refused) {
          return (
            <DeniedButton key={action} reason={refused} operation={list.calls.delete ?? whole?.save} size="compact-sm" variant="subtle" color="red" aria-label={removeName}>
              <Trans>Remove</Trans>
            </DeniedButton>
          );
        }
        return (
          <ConfirmButton
            key={action}
            size="compact-sm"
            variant="subtle"
            aria-label={removeName}
            title={say(list.remove!.title!, m.texts(r))}
            message={(list.remove!.explain ? m.explanationOf(r) : null) ?? say(list.remove!.message!, m.texts(r))}
            confirmLabel={t`Remove`}
            loading={m.removing}
            operation={list.calls.delete ?? whole?.save}
            path={path}
            disabled={whole?.minimum !== undefined && m.total <= whole.minimum}
            onConfirm={() => m.removeChecked([r])}
            extra={list.calls.delete ? <CopyApiCall calls={[{ operation: list.calls.delete, ...m.deleteCall([r[key]]) }]} mr="auto" /> : undefined}
          >
            <Trans>Remove</Trans>
          </ConfirmButton>
        );
      })}
      {More && <More {...m.overrideProps} row={r} name={name} />}
      <CopyApiCall calls={m.rowCalls(r, name)} variant="subtle" aria-label={t`Copy as API call: ${name}`} title={t`Copy as API call: ${name}`}>
        <Trans context="button naming the API">API</Trans>
      </CopyApiCall>
    </Group>
  );
}
