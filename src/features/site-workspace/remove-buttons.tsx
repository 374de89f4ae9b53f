// The two ways a site's list removes rows, each after a confirmation: one row's Remove among its actions, and
// the bulk action on the selected rows. Given the body the removal sends, the confirmation offers it as "Copy as API
// call" (issue 28).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';

type RemoveProps = Omit<ComponentProps<typeof ConfirmButton>, 'children' | 'confirmLabel' | 'size'> & {
  /** The body of the removal call (`operation` at `path`), for "Copy as API call" (`body` is the permission check's). */
  apiBody?: unknown;
};

const copyCall = ({ operation, path, apiBody }: RemoveProps) =>
  operation && apiBody !== undefined ? <CopyApiCall calls={[{ operation, path: path as Record<string, string | number> | undefined, body: apiBody }]} mr="auto" /> : undefined;

/** One row's Remove (its accessible name names the row). */
export function RemoveRow({ apiBody, ...props }: RemoveProps) {
  const { t } = useLingui();
  return (
    <ConfirmButton size="compact-sm" variant="subtle" confirmLabel={t`Remove`} extra={copyCall({ ...props, apiBody })} {...props}>
      <Trans>Remove</Trans>
    </ConfirmButton>
  );
}

/** The bulk Remove of the selected rows. */
export function RemoveSelected({ apiBody, ...props }: RemoveProps) {
  const { t } = useLingui();
  return (
    <ConfirmButton size="xs" confirmLabel={t`Remove`} extra={copyCall({ ...props, apiBody })} {...props}>
      <Trans>Remove selected</Trans>
    </ConfirmButton>
  );
}
