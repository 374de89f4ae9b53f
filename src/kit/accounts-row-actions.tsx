// The buttons of a table row (accounts, roles, licences, sites): each action is an entry of data (its label, the call
// it makes, what a click does), mapped once into compact buttons, refused with the reason where the account may not
// make the call; a destructive one asks first. Actions that say the request they send (`call`) are offered together as
// "Copy as API call" at the end of the row (issue 28).
import { Button, type ButtonProps, Group, type GroupProps } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CanContext } from '../api/permissions';
import { ConfirmButton } from '../components/ConfirmButton';
import { DeniedButton, PermittedButton } from '../components/Permitted';
import type { columnsFor } from '../components/resource-table/ResourceTable';
import { CopyApiCall, type NamedApiCall } from '../schema-form/api-call/CopyApiCall';

export interface RowAction {
  label: ReactNode;
  /** The call the action makes; none: a button that calls nothing (it opens something). */
  operation?: string;
  path?: CanContext['path'];
  /** The accessible name, where the label alone does not say which row ("Zones of acme"). */
  name?: string;
  /** Default: subtle (a destructive action: red, light). */
  variant?: 'light' | 'subtle';
  color?: string;
  disabled?: boolean;
  /** Refused for a reason of the row (not of the role): shown disabled, the reason on hover and focus. */
  refused?: string;
  loading?: boolean;
  /** Left out of this row (a condition of the row or of the console). */
  hidden?: boolean;
  onClick?: () => void;
  /** A destructive action: asked first, in a dialog saying what happens. */
  confirm?: { title: ReactNode; message: ReactNode; confirmLabel: ReactNode; onConfirm: () => Promise<unknown> | void };
  /** The request the action sends (path, query, body) as the operation `operation`: offered in the row's "Copy as API
   * call", named by `call.label`, else `name`. */
  call?: Omit<NamedApiCall, 'operation'>;
}

/** The calls of a row's actions that say their request (shown ones the role may make). */
export const callsOf = (actions: RowAction[]): NamedApiCall[] =>
  actions.flatMap((action) =>
    action.call && action.operation && !action.hidden && !action.refused ? [{ label: action.name, ...action.call, operation: action.operation }] : [],
  );

/** The actions of a row (compact buttons), or of a selection (`size="xs"`, in a table's bulk bar). */
export function RowActions({ actions, size = 'compact-sm', children, ...group }: GroupProps & { actions: RowAction[]; size?: ButtonProps['size']; children?: ReactNode }) {
  const calls = callsOf(actions);
  return (
    <Group gap={4} wrap="nowrap" {...group}>
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, operation, path, name, variant, color, disabled, refused, loading, onClick, confirm }, index) => {
          const common = { size, 'aria-label': name, loading, ...(color && { color }), ...(disabled && { disabled }) };
          if (refused) {
            return (
              <DeniedButton key={index} {...common} variant={variant ?? 'subtle'} reason={refused} operation={operation}>
                {label}
              </DeniedButton>
            );
          }
          if (confirm) {
            return (
              <ConfirmButton key={index} {...common} {...(variant && { variant })} operation={operation} path={path} {...confirm}>
                {label}
              </ConfirmButton>
            );
          }
          if (!operation) {
            return (
              <Button key={index} {...common} variant={variant ?? 'subtle'} onClick={onClick}>
                {label}
              </Button>
            );
          }
          return (
            <PermittedButton key={index} {...common} variant={variant ?? 'subtle'} operation={operation} path={path} onClick={onClick}>
              {label}
            </PermittedButton>
          );
        })}
      {children}
      {calls.length > 0 && <CopyApiCall calls={calls} size={size} />}
    </Group>
  );
}

/** A table's last column: the actions of each row. */
export function actionsColumn<T extends RowData>(
  column: ReturnType<typeof columnsFor<T>>,
  header: string,
  actions: (row: T) => RowAction[],
  group?: GroupProps & { extra?: (row: T) => ReactNode },
) {
  const { extra, ...props } = group ?? {};
  return column.display({
    id: 'actions',
    header: () => header,
    cell: ({ row }) => (
      <RowActions {...props} actions={actions(row.original)}>
        {extra?.(row.original)}
      </RowActions>
    ),
  });
}
