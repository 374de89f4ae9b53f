// User-supplied text in lists, badges and dialogs: isolated (<bdi>), its directional controls made visible, long
// unbroken values wrapped (or clipped in a badge), memos clamped to a few lines; a clipped value shows in full
// on hover and on keyboard focus.
import { Badge, type BadgeProps, Text, type TextProps } from '@mantine/core';
import { OnDemandTooltip } from './OnDemandTooltip';
import { useLayoutEffect, useRef, useState } from 'react';
import { visibleControls } from './user-text';
import classes from './UserText.module.css';

// One observer for every clipped text (a list mounts one per memo or tag cell): its first report of an element, in the
// frame the element is laid out, measures it while the layout is clean. A measure in the layout effect instead forced
// a layout in the middle of React's commit for each of them (issue 29); a changed value is observed afresh, so it is
// measured again even when its box keeps its size.
const measures = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;
function observe(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => {};
  }
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => measures.get(entry.target)?.()));
  measures.set(element, measure);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    measures.delete(element);
  };
}

/** Whether the element given to `ref` clips its text: measured when it is laid out, again when it resizes. */
function useClipped<E extends HTMLElement>(value: string) {
  // A ref object, not an element kept in state: a state setter as the ref rendered every badge and clamped text a
  // second time as it mounted, synchronously inside the list's commit (issue 29).
  const ref = useRef<E>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observe(element, () =>
      setClipped(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1),
    );
  }, [value]);
  return { ref, clipped };
}

/**
 * The full value, shown when the text is clipped: on hover, and on focus (a clipped text can be tabbed to). Its
 * tooltip mounts when first asked for (OnDemandTooltip): a list mounts one value per tag or memo (the sites list's
 * cards on a phone: 24; issue 29).
 */
function FullValue({ value, clipped, children }: { value: string; clipped: boolean; children: React.ReactElement<{ ref?: React.Ref<HTMLElement> }> }) {
  return (
    <OnDemandTooltip label={value} disabled={!clipped} multiline maw={360} classNames={{ tooltip: classes.tooltip }}>
      {children}
    </OnDemandTooltip>
  );
}

export interface UserTextProps extends Omit<TextProps, 'children'> {
  value: string | null | undefined;
  /** Clamp to this many lines (memos); the full value on hover and focus. */
  lines?: number;
}

/** One user-supplied value as text. Inline by default (inside a sentence or a cell). */
export function UserText(props: UserTextProps) {
  return props.lines ? <ClampedText {...props} /> : <InlineText {...props} />;
}

const textClass = (className?: string) => (className ? `${classes.text} ${className}` : classes.text);

/**
 * One user-supplied value as inline text, as an element rather than a component: what a table's plain cells show
 * (a list mounts one per cell on every scroll step; issue 16). The same as <UserText value={value} />.
 */
export const userTextElement = (value: string, className?: string) => <bdi className={textClass(className)}>{visibleControls(value)}</bdi>;

/**
 * Inline text wraps (overflow-wrap: anywhere), so it is never clipped: nothing is measured, and without text props it
 * is a plain <bdi> (a list mounts one per cell on every scroll step; issue 16).
 */
function InlineText({ value, lines: _lines, className, ...text }: UserTextProps) {
  if (Object.keys(text).length === 0) return userTextElement(value ?? '', className);
  return (
    <Text component="bdi" inherit={text.size === undefined} className={textClass(className)} {...text}>
      {visibleControls(value ?? '')}
    </Text>
  );
}

/** Text clamped to a few lines: the full value on hover and on focus once it is clipped. */
function ClampedText({ value, lines, className, ...text }: UserTextProps) {
  const shown = visibleControls(value ?? '');
  const { ref, clipped } = useClipped<HTMLElement>(shown);
  return (
    <FullValue value={shown} clipped={clipped}>
      <Text
        ref={ref}
        component="bdi"
        size="sm"
        lineClamp={lines}
        className={[classes.text, classes.clamped, className].filter(Boolean).join(' ')}
        tabIndex={clipped ? 0 : undefined}
        {...text}
      >
        {shown}
      </Text>
    </FullValue>
  );
}

/** A tag or a name in a badge: never wider than its cell, clipped with the full value on hover and focus. */
export function UserBadge({ value, ...badge }: Omit<BadgeProps, 'children'> & { value: string }) {
  const shown = visibleControls(value);
  const { ref, clipped } = useClipped<HTMLSpanElement>(shown);
  return (
    <FullValue value={shown} clipped={clipped}>
      <Badge
        tt="none"
        maw="16rem"
        {...badge}
        classNames={{ label: classes.badgeLabel }}
        tabIndex={clipped ? 0 : undefined}
        aria-label={clipped ? shown : undefined}
      >
        <bdi ref={ref} className={classes.badgeText}>
          {shown}
        </bdi>
      </Badge>
    </FullValue>
  );
}
