// The users lists' columns that show the reseller tree and how an account signs in (spec 3, User account): root,
// grade, the second sign-in step, sign-in mails, and its parent client or user (named when the account is among
// those at hand, else by id) with who created it, each one text so that a name stays unique in its row's cells.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import type { Account } from '../../api/generated/model';
import { TWO_FACTOR_LABELS } from '../account/labels';
import type { columnsFor } from '../../components/resource-table/ResourceTable';
import { LightBadge } from '../../kit/accounts-badges';

/** The parent of an account: its reseller (parent client) or the user who created it (parent user). */
export function parentOf(account: Account, names: ReadonlyMap<number, string>): { kind: 'client' | 'user'; name: string } | null {
  const id = account.parentClientID ?? account.parentUserID;
  if (id === null || id === undefined) return null;
  return { kind: account.parentClientID != null ? 'client' : 'user', name: names.get(id) ?? `#${id}` };
}

export function treeColumns(column: ReturnType<typeof columnsFor<Account>>, i18n: I18n, names: ReadonlyMap<number, string>) {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return [
    column.accessor('isRoot', {
      header: () => t(msg`Root`),
      enableSorting: false,
      cell: ({ getValue }) => (getValue() ? <LightBadge miw="max-content" label={t(msg`Root`)} color="grape" /> : ''),
    }),
    column.accessor('grade', { id: 'grade', header: () => t(msg`Grade`), enableSorting: false, cell: ({ getValue }) => String(getValue() ?? '') }),
    column.accessor('login2FAType', {
      header: () => t(msg`Second step`),
      enableSorting: false,
      cell: ({ getValue }) => i18n._(TWO_FACTOR_LABELS[getValue()]),
    }),
    column.accessor('loginNotify', {
      header: () => t(msg`Sign-in mail`),
      enableSorting: false,
      cell: ({ getValue }) => (getValue() ? t(msg`On`) : t(msg`Off`)),
    }),
    column.display({
      id: 'parent',
      header: () => t(msg`Parent and creator`),
      cell: ({ row }) => {
        const parent = parentOf(row.original, names);
        const creator = row.original.creator;
        return (
          <>
            {parent && <div>{parent.kind === 'client' ? t(msg`Client ${parent.name}`) : t(msg`User ${parent.name}`)}</div>}
            {creator && (
              <Text size="xs" c="dimmed">
                {t(msg`Created by ${creator}`)}
              </Text>
            )}
          </>
        );
      },
    }),
  ];
}
