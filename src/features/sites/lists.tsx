// The registries of the sites screen's lists (forms/user/lists/site-users.list.json): the kit's cells and an
// account named with Owner beside the site's owner.
import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { UserText } from '../../components/UserText';
import { listParts } from '../../kit/lists/list-parts';
import type { Cell } from '../../kit/lists/scope';

/** An account with access, and Owner beside the site's owner. */
const AccountOwner: Cell = ({ value, row }) => (
  <Group gap={6} wrap="nowrap">
    <UserText value={String(value ?? '')} size="sm" />
    {row.isRoot === true && (
      <Badge size="xs" variant="light">
        <Trans>Owner</Trans>
      </Badge>
    )}
  </Group>
);

export const SITE_USERS_LIST_PARTS = listParts({ cells: [{ 'sites.accountOwner': AccountOwner }] });
