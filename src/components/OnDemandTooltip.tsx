// A tooltip whose Mantine parts mount the first time its target is pointed at or focused, not with the target
// (issue 29). A Mantine Tooltip mounts floating-ui's position hooks, a portal and a transition with its target, and
// two of them set state as they mount: a list with a tooltip per row (a site's caps, a refused action, a clipped
// tag) rendered every row's tooltip a second time, synchronously, inside the commit that drew the rows.
//
// The target is drawn as it is, with the handlers that show the tooltip; the tooltip follows it as a sibling
// (Mantine's `target` mode), so the target is never re-mounted (its focus and a click on it are kept). What it
// does is Mantine's with `events={{ hover: true, focus: true, touch: true }}`: shown on hover, on keyboard focus
// and on a tap; hidden when the pointer or the focus leaves, and on Escape.
import { getRefProp, Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';

/** What the target element is given. */
export interface TargetProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export type OnDemandTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events' | 'label'> & {
  label: ReactNode;
  /** One element that takes a ref and DOM handlers (a Badge, a Button, a Text…). */
  children: ReactElement<TargetProps>;
};

/** Keyboard focus only, as Mantine's tooltip (floating-ui's `visibleOnly`): a click that focuses shows nothing. */
const keyboardFocus = (element: HTMLElement) => element.matches(':focus-visible');

export function OnDemandTooltip({ children, label, disabled, ...tooltip }: OnDemandTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef<HTMLElement>(target, getRefProp(children) as Ref<HTMLElement> | undefined);
  const [opened, setOpened] = useState(false);
  // Once shown, the tooltip stays mounted (closed), so that it can fade out and the next hover costs nothing.
  const [used, setUsed] = useState(false);
  const id = useId();
  const own = children.props;
  const show = () => {
    if (disabled) return;
    setUsed(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const shown = opened && !disabled;
  return (
    <>
      {cloneElement(children, {
        ref,
        onMouseEnter: (event) => {
          own.onMouseEnter?.(event);
          show();
        },
        onMouseLeave: (event) => {
          own.onMouseLeave?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (keyboardFocus(event.currentTarget)) show();
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
        onKeyDown: (event) => {
          own.onKeyDown?.(event);
          if (event.key === 'Escape') hide();
        },
        // The tooltip adds to a description the target already has; it does not replace it.
        'aria-describedby': shown ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
      })}
      {used && <Tooltip {...tooltip} label={<span id={id}>{label}</span>} target={target} opened={shown} />}
    </>
  );
}
