// The controls of one call of the contract (buttons, menu entries, switches, row actions), disabled with the reason
// (translated, on hover and keyboard focus) when the signed-in account may not make it (x-permission, see
// src/api/permissions.ts). A refused control stays focusable (aria-disabled) so a keyboard user can reach the reason
// too. Each one carries `data-operation="<operationId>"`, allowed or not, so that what a screen offers can be checked
// against the contract (tests/e2e/permissions.log-reader.spec.ts).
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Menu, type MenuItemProps, Switch, type SwitchProps } from '@mantine/core';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { OnDemandTooltip, type TargetProps } from './OnDemandTooltip';
import { type CanContext, useCan } from '../api/permissions';
import { RowButton, type RowButtonProps } from './RowButton';

export interface PermittedButtonProps extends ButtonProps, CanContext {
  /** The operation id the button calls. */
  operation: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  form?: string;
}

/** The attributes that tell which call a control makes (for the end-to-end check of what a role is offered). */
export const operationAttribute = (operation: string | undefined) => (operation ? { 'data-operation': operation } : {});

/** The tooltip a refused control shows: on hover, keyboard focus and touch (mounted when first asked for: a list of a
 * read-only role refuses an action per row). */
export function RefusedTip({ reason, children, position }: { reason: string; children: ReactElement<TargetProps>; position?: 'left' | 'top' }) {
  return (
    <OnDemandTooltip label={reason} withArrow position={position}>
      {children}
    </OnDemandTooltip>
  );
}

/** Renders the button, or the same button refused with a tooltip saying why. */
export function DeniedButton({
  reason,
  operation,
  children,
  ...button
}: ButtonProps & { reason: string; operation?: string; children: ReactNode; type?: 'button' | 'submit' }) {
  return (
    <RefusedTip reason={reason}>
      <Button {...button} {...operationAttribute(operation)} type="button" data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </RefusedTip>
  );
}

export function PermittedButton({ operation, path, query, body, children, ...button }: PermittedButtonProps) {
  const can = useCan(operation, { path, query, body });
  if (!can.allowed && can.reason) {
    return (
      <DeniedButton reason={can.reason} operation={operation} {...button}>
        {children}
      </DeniedButton>
    );
  }
  return (
    <Button {...button} {...operationAttribute(operation)}>
      {children}
    </Button>
  );
}

/** A menu entry for one call of the contract, refused like PermittedButton (focusable, the reason on hover and focus). */
export function PermittedMenuItem({
  operation,
  path,
  query,
  body,
  children,
  onClick,
  ...item
}: MenuItemProps & CanContext & { operation: string; children: ReactNode; onClick?: () => void }) {
  const can = useCan(operation, { path, query, body });
  if (!can.allowed && can.reason) {
    return (
      <RefusedTip reason={can.reason} position="left">
        <Menu.Item
          {...item}
          {...operationAttribute(operation)}
          data-disabled
          aria-disabled
          closeMenuOnClick={false}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Menu.Item>
      </RefusedTip>
    );
  }
  return (
    <Menu.Item {...item} {...operationAttribute(operation)} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}

/**
 * An on/off switch that writes at once, refused like PermittedButton: it keeps its value, looks read-only (dimmed,
 * a not-allowed pointer), stays focusable and says why.
 */
export function PermittedSwitch({ operation, path, query, body, onChange, ...props }: SwitchProps & CanContext & { operation?: string }) {
  const can = useCan(operation, { path, query, body });
  if (!can.allowed && can.reason) {
    return (
      <RefusedTip reason={can.reason}>
        <Switch
          {...props}
          {...operationAttribute(operation)}
          aria-disabled
          readOnly
          onChange={() => undefined}
          styles={{ track: { cursor: 'not-allowed', opacity: 0.55 }, label: { cursor: 'not-allowed' } }}
        />
      </RefusedTip>
    );
  }
  return <Switch {...props} {...operationAttribute(operation)} onChange={onChange} />;
}

/**
 * A row's action for one call of the contract, refused like PermittedButton. For lists: a screen that shows many rows
 * works out `can` once (useCan) and passes it to each row's button, rather than asking per row.
 */
export function PermittedRowButton({
  operation,
  refused,
  children,
  onClick,
  ...button
}: RowButtonProps & { operation: string; /** Why the call would be refused (useCan's reason), or null. */ refused: string | null }) {
  if (refused) {
    const { to: _link, ...plain } = button; // a refused link goes nowhere
    return (
      <RefusedTip reason={refused}>
        <RowButton {...plain} {...operationAttribute(operation)} aria-disabled data-disabled onClick={(event) => event.preventDefault()}>
          {children}
        </RowButton>
      </RefusedTip>
    );
  }
  return (
    <RowButton {...button} {...operationAttribute(operation)} onClick={onClick}>
      {children}
    </RowButton>
  );
}

/**
 * What an empty list says when the account may not add to it: not the list's invitation to add ("add one with…"),
 * but that it is empty and why adding is not offered.
 */
export function EmptyRefused({ reason }: { reason: string }) {
  return (
    <>
      <Trans>Nothing here yet.</Trans> {reason}
    </>
  );
}
