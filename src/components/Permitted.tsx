// A button for one call of the contract, disabled with the reason (translated, on hover and keyboard focus) when
// the signed-in account may not make it (x-permission, see src/api/permissions.ts). The button stays focusable
// (aria-disabled) so a keyboard user can reach the reason too.
import { Button, type ButtonProps, Menu, type MenuItemProps, Switch, type SwitchProps, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { type CanContext, useCan } from '../api/permissions';

export interface PermittedButtonProps extends ButtonProps, CanContext {
  /** The operation id the button calls. */
  operation: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  form?: string;
}

/** Renders the button, or the same button refused with a tooltip saying why. */
export function DeniedButton({ reason, children, ...button }: ButtonProps & { reason: string; children: ReactNode; type?: 'button' | 'submit' }) {
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Button
        {...button}
        type="button"
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export function PermittedButton({ operation, path, query, body, children, ...button }: PermittedButtonProps) {
  const can = useCan(operation, { path, query, body });
  if (!can.allowed && can.reason) return <DeniedButton reason={can.reason} {...button}>{children}</DeniedButton>;
  return <Button {...button}>{children}</Button>;
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
      <Tooltip label={can.reason} events={{ hover: true, focus: true, touch: true }} withArrow position="left">
        <Menu.Item {...item} data-disabled aria-disabled closeMenuOnClick={false} onClick={(event) => event.preventDefault()}>
          {children}
        </Menu.Item>
      </Tooltip>
    );
  }
  return (
    <Menu.Item {...item} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}

/** An on/off switch that writes at once, refused like PermittedButton: it keeps its value, stays focusable and says why. */
export function PermittedSwitch({ operation, path, query, body, onChange, ...props }: SwitchProps & CanContext & { operation?: string }) {
  const can = useCan(operation, { path, query, body });
  if (!can.allowed && can.reason) {
    return (
      <Tooltip label={can.reason} events={{ hover: true, focus: true, touch: true }} withArrow>
        <Switch {...props} aria-disabled readOnly onChange={() => undefined} />
      </Tooltip>
    );
  }
  return <Switch {...props} onChange={onChange} />;
}
