// The groups of a product (spec 7: product/{productID}/groups), shown and managed from the product's row: the
// product list's Groups cell names them and opens a drawer with the groups the product's sites resolve to (each
// with its zone, its main and backup lines and their nodes' states), the choice of groups and backup group
// (forms/client/product-groups.form.json on the contract's ClientProductUpdate), and each group forced to its
// backup line or back, each change asked first with how many sites it moves.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FormValidation } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import productGroupsForm from '../../../forms/client/product-groups.form.json';
import { useClientGroupListMetaGroups, useClientGroupListProductGroups } from '../../api/generated/hooks/group/group';
import type { ZoneGroup, ZoneGroupLine } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { UserBadge, UserText } from '../../components/UserText';
import { isolated } from '../../components/user-text';
import type { CellProps } from '../../kit/lists/scope';
import { defineForm } from '../../schema-form/descriptor';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation } from '../../schema-form/operations';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { withChoices } from '../site-workspace/advanced-firewall/kit/descriptors';
import { AskToSave } from '../nodes/AskModal';
import { NODE_STATUS } from '../nodes/states';
import { PRODUCT_CELLS, useGroupNames } from './product-parts';
import { LoadFailed } from '../../components/LoadFailed';
import { Drawer } from '../../components/drawer-mount';

type Values = { groupIDs: number[]; backupGroupID: number | null };
// The bodies the drawer sends (and offers as "Copy as API call", issue 28).
const productBody = (productId: number, values: Values) => ({ id: productId, groupIDs: values.groupIDs, backupGroupID: values.backupGroupID });
const groupBody = (groupId: number, forceBackup: boolean) => ({ id: groupId, forceBackup });
const GroupNames = PRODUCT_CELLS['client.groups']!;

/** The Groups cell of a product: the groups by name, and the button that opens them. */
function ProductGroupsCell(props: CellProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const productName = isolated(props.name);
  return (
    <Group gap={6} wrap="nowrap">
      <GroupNames {...props} />
      <Button size="compact-xs" variant="light" aria-label={t`Groups of ${productName}`} onClick={() => setOpen(true)}>
        <Trans>Manage</Trans>
      </Button>
      {open && <ProductGroupsDrawer product={props.row} name={props.name} onClose={() => setOpen(false)} />}
    </Group>
  );
}

export const PRODUCT_GROUP_CELLS = { 'client.productGroupsManage': ProductGroupsCell };

function ProductGroupsDrawer({ product, name, onClose }: { product: CellProps['row']; name: string; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const groups = useClientGroupListProductGroups(product.id);
  const meta = useClientGroupListMetaGroups(undefined, { query: { staleTime: 60_000 } });
  const { names } = useGroupNames();
  const siteCount = typeof product.siteCount === 'number' ? product.siteCount : 0;
  const backupGroupID = (product.backupGroupID as number | null | undefined) ?? null;

  const descriptor = useMemo(() => {
    const choices = [...names].map(([value, label]) => ({ value, label }));
    if (choices.length === 0) return null;
    const withGroups = withChoices(defineForm(productGroupsForm), 'groupIDs', choices);
    return withChoices(withGroups, 'backupGroupID', [{ value: null as unknown as number, label: t`None` }, ...choices]);
  }, [names, t]);
  const zoneOf = useMemo(() => new Map((meta.data?.data ?? []).map((g) => [g.id, g.zoneID])), [meta.data]);
  const [initial] = useState<Values>(() => ({ groupIDs: (product.groupIDs as number[] | undefined) ?? [], backupGroupID }));
  const [asking, setAsking] = useState<Values | null>(null);
  const save = useMutation({
    mutationFn: (values: Values) => callOperation('client-product-update-product', { body: productBody(product.id, values) }),
  });
  const refresh = () => invalidateUnder(queryClient, '/client/');
  // The groups of a product, with its backup group, are of one zone: said next to the field, nothing sent.
  const oneZone = (values: Values, errors: FormValidation<Values>) => {
    const zones = new Set([...(values.groupIDs ?? []), ...(values.backupGroupID ? [values.backupGroupID] : [])].map((id) => zoneOf.get(id)));
    if (zones.size > 1) errors.groupIDs?.addError(t`The groups and the backup group of a product must all be of one zone.`);
    return errors;
  };
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const productName = isolated(name);
  const title = t`Groups of ${productName}`;
  const chosenNames = asking ? asking.groupIDs.map(nameOf).join(', ') : '';
  const backupName = asking?.backupGroupID ? nameOf(asking.backupGroupID) : null;

  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans>The product's sites resolve to the main line of its groups, or to the backup line when the main one fails or the group is forced to backup; the backup group serves them when their groups fail.</Trans>
        </Text>
        <Card withBorder>
          {descriptor ? (
            <SchemaForm<Values>
              descriptor={descriptor}
              initial={initial}
              busy={save.isPending}
              submitLabel={t`Save`}
              customValidate={oneZone}
              idPrefix="product-groups"
              onSubmit={(values) => setAsking({ groupIDs: values.groupIDs ?? [], backupGroupID: values.backupGroupID ?? null })}
            />
          ) : (
            <Loader size="sm" aria-label={t`Loading`} />
          )}
        </Card>
        <Title order={3} fz="h5">
          <Trans>Groups and their lines</Trans>
        </Title>
        {groups.isPending && <Loader size="sm" aria-label={t`Loading`} />}
        {groups.isError && (
          <LoadFailed title={t`The groups could not be loaded.`} onRetry={groups.refetch} size="sm" />
        )}
        {groups.data && groups.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>The product has no group yet.</Trans>
          </Text>
        )}
        {groups.data?.data.map((group) => (
          <GroupCard key={group.id} group={group} isBackup={group.id === backupGroupID} onChanged={refresh} />
        ))}
      </Stack>
      <AskToSave
        asking={asking}
        setAsking={setAsking}
        save={save}
        success={t`Groups of ${productName} saved`}
        onSaved={() => setAsking(null)}
        onSettled={refresh}
        title={t`Change the groups of ${productName}?`}
        confirmLabel={<Trans>Apply</Trans>}
        extra={asking && <CopyApiCall calls={[{ operation: 'client-product-update-product', body: productBody(product.id, asking) }]} mr="auto" />}
      >
        <Text>{plural(siteCount, { one: 'The # site of the product will resolve to these groups.', other: 'The # sites of the product will resolve to these groups.' })}</Text>
        <Text size="sm">
          {t`Groups: ${chosenNames}.`} {backupName ? t`Backup group: ${backupName}.` : t`No backup group.`}
        </Text>
      </AskToSave>
    </Drawer>
  );
}

/** One group: its zone, its lines with their members' states, and the switch to and from its backup line. */
function GroupCard({ group, isBackup, onChanged }: { group: ZoneGroup; isBackup: boolean; onChanged: () => unknown }) {
  const { t } = useLingui();
  const force = useMutation({ mutationFn: (forceBackup: boolean) => callOperation('client-group-update-group', { body: groupBody(group.id, forceBackup) }) });
  const groupName = isolated(group.name);
  const backupSize = group.backup.lineNodes.length + group.backup.virtualNodes.length;
  const sites = group.siteCount;
  return (
    <Card withBorder component="section" aria-label={t`Group ${groupName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>
                <UserText value={group.name} />
              </Text>
              <Text size="sm" c="dimmed">
                {group.zoneName}
              </Text>
              <Badge variant="light" color={isBackup ? 'grape' : 'blue'} tt="none">
                {isBackup ? t`Backup group` : t`Group`}
              </Badge>
              {group.forceBackup && (
                <Badge variant="light" color="yellow" tt="none">
                  {t`Forced to backup`}
                </Badge>
              )}
            </Group>
            {group.memo && (
              <Text size="sm" c="dimmed">
                <UserText value={group.memo} />
              </Text>
            )}
            <Text size="sm">{plural(sites, { one: '# site uses this group.', other: '# sites use this group.' })}</Text>
          </Stack>
          <Anchor component={Link} to={`/client/nodeManage/zonesList/${group.zoneID}?tab=groups`} size="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t`Edit the lines of ${groupName}`}>
            <Trans>Edit lines</Trans>
          </Anchor>
        </Group>
        <Line label={t`Main line`} line={group.main} />
        <Line label={t`Backup line`} line={group.backup} />
        <Group>
          <ConfirmButton
            size="xs"
            variant="light"
            color={group.forceBackup ? 'blue' : 'yellow'}
            operation="client-group-update-group"
            title={group.forceBackup ? t`Serve ${groupName} from its main line again?` : t`Serve ${groupName} from its backup line?`}
            message={
              group.forceBackup
                ? plural(sites, {
                    one: 'The # site of the group goes back to its main line, and to the backup line only when the main one fails.',
                    other: 'The # sites of the group go back to its main line, and to the backup line only when the main one fails.',
                  })
                : `${plural(sites, {
                    one: 'The # site of the group is served by its backup line whatever the state of the main line.',
                    other: 'The # sites of the group are served by its backup line whatever the state of the main line.',
                  })} ${plural(backupSize, { one: 'That line has # member.', other: 'That line has # members.' })}`
            }
            confirmLabel={group.forceBackup ? t`Serve from the main line` : t`Serve from the backup line`}
            loading={force.isPending}
            extra={<CopyApiCall calls={[{ operation: 'client-group-update-group', body: groupBody(group.id, !group.forceBackup) }]} mr="auto" />}
            onConfirm={() =>
              force.mutateAsync(!group.forceBackup).then(
                () => notifySuccess(t`Set Success`),
                () => undefined, // Reported by the query client (the catalogue's message).
              ).finally(onChanged)
            }
          >
            {group.forceBackup ? t`Serve from the main line` : t`Serve from the backup line`}
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}

function Line({ label, line }: { label: string; line: ZoneGroupLine }) {
  const { i18n } = useLingui();
  const members = [
    ...line.lineNodes.map((n) => ({ uid: n.nodeUID, text: `${n.name} (${n.nodeUID}) · ${i18n._(NODE_STATUS[n.status].label)}`, color: NODE_STATUS[n.status].color })),
    ...line.virtualNodes.map((v) => ({ uid: v.nodeUID, text: `${v.name} (${v.nodeUID})`, color: 'grape' })),
  ];
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <Text size="sm" fw={500} miw={110}>
        {label}
      </Text>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Group gap={4}>
          {members.map((m) => (
            <UserBadge key={m.uid} value={m.text} size="sm" variant="light" color={m.color} />
          ))}
        </Group>
      )}
    </Group>
  );
}
