// The one guard of typed work (issue 25): forms register their unsaved changes (useUnsavedChanges); the host, in the
// root layout, asks before a navigation inside the console leaves the page (react-router's blocker: Back, Forward, a
// menu click), arms the browser's own question before a reload or a close (beforeunload), and shows the question a
// dialog asks before it closes over typed changes (confirmDiscard).
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { confirmDiscard, type DiscardKind, forgetUnsaved, hasUnsavedChanges, leavesPage, markUnsaved, questionStore, subscribeUnsaved } from './store';
import { Modal, preloadDialogs } from '../dialog-mount';
import { whenIdleOrPressed } from '../when-idle';

/** Registers the caller's unsaved changes while `unsaved` is true and the caller is mounted. */
export function useUnsavedChanges(unsaved: boolean) {
  const [owner] = useState(() => Symbol('unsaved'));
  useEffect(() => markUnsaved(owner, unsaved), [owner, unsaved]);
}

/** Where signing in again starts: a session that ended leaves without asking (the changes cannot be saved anyway). */
const isSignIn = (pathname: string) => /\/login$/.test(pathname);

/** Asks before leaving a page with unsaved changes; placed once, in the root layout. */
export function LeaveGuardHost() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges() && !isSignIn(nextLocation.pathname) && leavesPage(currentLocation, nextLocation),
  );
  const current = useRef(blocker);
  // Mantine's Modal, which this question and every dialog of the console use, loads at the first press, key or focus,
  // or once the page is idle a few seconds after its start (dialog-mount.tsx): ready as the first dialog opens (a
  // dialog opened before it arrives is drawn when it does), and not part of the page's start or its first paints.
  useEffect(() => whenIdleOrPressed(() => void preloadDialogs().catch(() => undefined)), []);
  useEffect(() => {
    current.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirmDiscard('leave').then((leave) => {
      settled = true;
      const held = current.current;
      if (held.state !== 'blocked') return;
      if (leave) {
        forgetUnsaved();
        held.proceed();
      } else held.reset();
    });
    return () => {
      // The navigation was settled elsewhere (another navigation): the question goes with it.
      if (!settled && questionStore.get()?.kind === 'leave') questionStore.answer(false);
    };
    // Each blocked navigation (its target) asks once, even when two come without an unblocked render between them.
  }, [blocker.state, blocker.location]);
  // The browser's question, armed only while something is unsaved (a page with the listener is kept out of the
  // back-forward cache).
  const unsaved = useSyncExternalStore(subscribeUnsaved, hasUnsavedChanges);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers read the return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return <DiscardQuestionHost />;
}

/** A new dialog for each question, so one asked while the last is still closing shows at once. */
function DiscardQuestionHost() {
  const question = useSyncExternalStore(questionStore.subscribe, questionStore.get);
  const [last, setLast] = useState(question);
  if (question && question !== last) setLast(question);
  const shown = question ?? last;
  return shown ? <DiscardQuestion key={shown.id} kind={shown.kind} opened={question !== null} /> : null;
}

/** The question itself: keep editing (the safe choice, focused first) or drop the changes. */
function DiscardQuestion({ kind, opened }: { kind: DiscardKind; opened: boolean }) {
  const leave = kind === 'leave';
  return (
    <Modal
      opened={opened}
      onClose={() => questionStore.answer(false)}
      title={leave ? <Trans>Leave without saving?</Trans> : <Trans>Close without saving?</Trans>}
      zIndex={1000}
      withCloseButton={false}
      centered
    >
      <Text size="sm" mb="lg">
        {leave ? (
          <Trans>What you typed on this page has not been saved. Leaving drops it.</Trans>
        ) : (
          <Trans>What you typed in this dialog has not been saved. Closing drops it.</Trans>
        )}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" data-autofocus onClick={() => questionStore.answer(false)}>
          <Trans>Keep editing</Trans>
        </Button>
        <Button color="red" onClick={() => questionStore.answer(true)}>
          {leave ? <Trans>Leave without saving</Trans> : <Trans>Close without saving</Trans>}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The guard of a hand-written form (@mantine/form, controlled or not): spread the answer on its `<form>`. Its changes
 * are what the form itself calls dirty, read again on each input and on each render (a save that resets it).
 */
export function useFormLeaveGuard(form: { isDirty: () => boolean }) {
  const [, setInputs] = useState(0);
  useUnsavedChanges(form.isDirty());
  const again = () => setInputs((count) => count + 1);
  // Read once the field has taken the input (bubbling): a render asked for in the capture phase, before the field's
  // own change, lost a controlled field's first input in the browser (the DNS setting's domain).
  return { onInput: again, onClick: again, onKeyUp: again };
}
