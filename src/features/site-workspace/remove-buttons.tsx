// The two ways a site's list removes rows, each after a confirmation: one row's Remove among its actions, and
// the bulk action on the selected rows.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';

type RemoveProps = Omit<ComponentProps<typeof ConfirmButton>, 'children' | 'confirmLabel' | 'size'>;

/** One row's Remove (its accessible name names the row). */
export function RemoveRow(props: RemoveProps) {
  const { t } = useLingui();
  return (
    <ConfirmButton size="compact-sm" variant="subtle" confirmLabel={t`Remove`} {...props}>
      <Trans>Remove</Trans>
    </ConfirmButton>
  );
}

/** The bulk Remove of the selected rows. */
export function RemoveSelected(props: RemoveProps) {
  const { t } = useLingui();
  return (
    <ConfirmButton size="xs" confirmLabel={t`Remove`} {...props}>
      <Trans>Remove selected</Trans>
    </ConfirmButton>
  );
}
