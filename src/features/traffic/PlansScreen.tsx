// trafficPkgManagement/trafficPkgList (client): the customers' basic plans (from their products) and extra
// plans, filtered by customer, product and product name; extra plans are added, edited and removed.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import createForm from '../../../forms/client/traffic-plan.form.json';
import editForm from '../../../forms/client/traffic-plan-edit.form.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useClientTrafficListExtraPlans } from '../../api/generated/hooks/client-traffic/client-traffic';
import { useClientProductListMetaProducts } from '../../api/generated/hooks/product/product';
import type { ClientTrafficListExtraPlansParams, ClientTrafficPlan } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { isolated } from '../../components/user-text';
import { ListPage } from '../../kit/ListPage';
import { withChoices } from '../site-workspace/advanced-firewall/kit/descriptors';
import { defineForm } from '../../schema-form/descriptor';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation } from '../../schema-form/operations';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { Period, PlanTypeBadge, PlanUsage } from './parts';

type Filters = Omit<ClientTrafficListExtraPlansParams, 'page' | 'pageSize' | 'sortBy' | 'orderBy'>;
type Values = Record<string, unknown>;
const column = columnsFor<ClientTrafficPlan>();
const editValues = (plan: ClientTrafficPlan): Values => ({ trafficGB: plan.trafficGB, startAt: plan.startAt, endAt: plan.endAt, memo: plan.memo ?? '' });
/** The removal of these plans: the body sent, and its "Copy as API call" in the confirmation (issue 28). */
const removal = (ids: number[]) => ({ ids });
const copyRemoval = (plans: readonly ClientTrafficPlan[]) => (
  <CopyApiCall calls={[{ operation: 'client-traffic-delete-extra-plans', body: removal(plans.map((plan) => plan.id)) }]} mr="auto" />
);

export function Component() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ pageSize: 25 });
  const plans = useClientTrafficListExtraPlans(list.params as ClientTrafficListExtraPlansParams);
  const products = useClientProductListMetaProducts();
  const customers = useKindAccountListAccounts('client', { page: 1, pageSize: 1000, auth: 'user' });
  const [productName, setProductName] = useState('');
  const [debounced] = useDebouncedValue(productName, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ productName: debounced.trim() || undefined }), [debounced, setFilters]);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: Values; plan?: ClientTrafficPlan } | null>(null);
  const customerChoices = useMemo(
    () => (customers.data?.data ?? []).filter((a) => a.auth === 'user' && a.isRoot).map((a) => ({ value: a.id, label: `${a.accountName} (${a.email})` })),
    [customers.data],
  );
  const productChoices = useMemo(() => (products.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [products.data]);
  const create = useMemo(() => withChoices(withChoices(defineForm(createForm), 'userID', customerChoices), 'productID', productChoices), [customerChoices, productChoices]);
  const remove = useMutation({ mutationFn: (ids: number[]) => callOperation('client-traffic-delete-extra-plans', { body: removal(ids) }) });
  const { mutateAsync: removeIds } = remove;
  const removePlans = useCallback(
    (chosen: ClientTrafficPlan[], clear?: () => void) =>
      removeIds(chosen.map((plan) => plan.id)).then(
        async () => {
          const [one] = chosen;
          notifySuccess(
            chosen.length === 1 && one ? t`Removed extra plan ${one.id} of ${isolated(one.accountName)}` : plural(chosen.length, { one: 'Removed # plan', other: 'Removed # plans' }),
          );
          clear?.();
          await invalidateUnder(queryClient, '/client/');
        },
        () => undefined, // Reported by the query client with the catalogue's message.
      ),
    [removeIds, t, queryClient],
  );

  const columns = useMemo(
    () => [
      column.accessor('type', { id: 'type', header: () => t`Plan`, cell: ({ getValue }) => <PlanTypeBadge type={getValue()} /> }),
      column.accessor('accountName', { id: 'accountName', header: () => t`Customer`, enableSorting: false }),
      column.accessor('productName', { id: 'productName', header: () => t`Product`, enableSorting: false }),
      column.accessor('usedBytes', { id: 'usedBytes', header: () => t`Used`, enableSorting: false, cell: ({ row }) => <PlanUsage usedBytes={row.original.usedBytes} trafficGB={row.original.trafficGB} /> }),
      column.accessor('startAt', { id: 'startAt', header: () => t`Period`, cell: ({ row }) => <Period startAt={row.original.startAt} endAt={row.original.endAt} /> }),
      column.accessor('memo', { id: 'memo', header: () => t`Memo`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue() ?? ''} size="sm" lines={2} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const plan = row.original;
          if (plan.type !== 'extra') return null;
          const name = t`extra plan ${plan.id} of ${isolated(plan.accountName)}`;
          return (
            <Group gap={4} wrap="nowrap">
              <PermittedButton operation="client-traffic-update-extra-plan" size="compact-sm" variant="subtle" aria-label={t`Edit ${name}`} onClick={() => setEditing({ mode: 'edit', initial: editValues(plan), plan })}>
                <Trans>Edit</Trans>
              </PermittedButton>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${name}`}
                title={t`Remove this extra plan of ${isolated(plan.accountName)}?`}
                message={t`${plan.trafficGB} GB of ${isolated(plan.productName)} are taken off the customer's traffic for this period.`}
                confirmLabel={t`Remove`}
                operation="client-traffic-delete-extra-plans"
                loading={remove.isPending}
                extra={copyRemoval([plan])}
                onConfirm={() => removePlans([plan])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, remove.isPending, removePlans],
  );

  return (
    <>
      <ListPage
        title={t`Traffic plans`}
        description={<Trans>Each customer's basic plan comes with its product; extra plans add traffic for a period.</Trans>}
        columns={columns}
        query={plans}
        apiCall={{ operation: 'client-traffic-list-extra-plans', query: list.params as Record<string, string | number | boolean | undefined> }}
        list={list}
        height={520}
        rowName={(plan) => (plan.type === 'basic' ? t`basic plan ${plan.id} of ${isolated(plan.accountName)}` : t`extra plan ${plan.id} of ${isolated(plan.accountName)}`)}
        empty={<Trans>No plan matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-traffic-delete-extra-plans' }}
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} plans?`}
            message={t`Only extra plans can be removed; basic plans come with the product and the whole removal is refused if one is chosen.`}
            confirmLabel={t`Remove`}
            operation="client-traffic-delete-extra-plans"
            loading={remove.isPending}
            extra={copyRemoval(selected)}
            onConfirm={() => removePlans(selected, clear)}
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
        toolbar={
          <>
            <PermittedButton operation="client-traffic-create-extra-plan" onClick={() => setEditing({ mode: 'create', initial: {} })}>
              <Trans>Add extra plan</Trans>
            </PermittedButton>
            <Select
              aria-label={t`Customer`}
              placeholder={t`Any customer`}
              clearable
              searchable
              w={240}
              data={customerChoices.map((c) => ({ value: String(c.value), label: c.label }))}
              value={list.filters.userID ? String(list.filters.userID) : null}
              onChange={(value) => list.setFilters({ userID: value ? Number(value) : undefined })}
            />
            <Select
              aria-label={t`Product`}
              placeholder={t`Any product`}
              clearable
              w={180}
              data={productChoices.map((p) => ({ value: String(p.value), label: p.label }))}
              value={list.filters.productID ? String(list.filters.productID) : null}
              onChange={(value) => list.setFilters({ productID: value ? Number(value) : undefined })}
            />
            <TextInput aria-label={t`Product name`} placeholder={t`Product name`} value={productName} onChange={(event) => setProductName(event.currentTarget.value)} w={160} />
          </>
        }
      />
      <RowFormModal<Values>
        descriptor={editing?.mode === 'edit' ? (defineForm(editForm)) : create}
        editing={editing}
        path={{}}
        extraBody={editing?.plan ? { id: editing.plan.id } : undefined}
        invalidate="/client/"
        onClose={() => setEditing(null)}
      />
    </>
  );
}
