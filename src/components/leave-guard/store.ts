// What is typed and not saved yet, across the page (issue 25: nothing typed is lost). Each form with changes registers
// itself (useUnsavedChanges); the one guard (LeaveGuardHost, in the root layout) asks before a navigation leaves the
// page, the browser asks before a reload or a close, and a dialog with changes asks before it closes (confirmDiscard).
// A store outside React: the router's blocker reads it when a navigation starts, and any number of forms write it.

const dirty = new Set<symbol>();
const dirtyListeners = new Set<() => void>();
const changed = (before: number) => {
  if ((before > 0) !== (dirty.size > 0)) dirtyListeners.forEach((listener) => listener());
};

export const hasUnsavedChanges = () => dirty.size > 0;

/** Called when the page starts or stops having unsaved changes (the browser's own question is armed only then). */
export function subscribeUnsaved(listener: () => void) {
  dirtyListeners.add(listener);
  return () => void dirtyListeners.delete(listener);
}

/** Registers one form's changes (true) or withdraws them (false); returns the withdrawal. */
export function markUnsaved(owner: symbol, unsaved: boolean): () => void {
  const before = dirty.size;
  if (unsaved) dirty.add(owner);
  else dirty.delete(owner);
  changed(before);
  return () => {
    const size = dirty.size;
    dirty.delete(owner);
    changed(size);
  };
}

/** Forgets every change (a save that leaves the page, a session that ended): the next navigation goes without asking. */
export function forgetUnsaved() {
  const before = dirty.size;
  dirty.clear();
  changed(before);
}

/** What the question is about: leaving the page, or closing a dialog. */
export type DiscardKind = 'leave' | 'close';

interface Question {
  /** Each question is a new one (a fresh dialog, even while the last one is still fading out). */
  id: number;
  kind: DiscardKind;
  answer: (discard: boolean) => void;
}

let question: Question | null = null;
let asked = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const questionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => question,
  /** The user's answer: discard (leave, close) or keep editing. */
  answer(discard: boolean) {
    const asked = question;
    question = null;
    emit();
    asked?.answer(discard);
  },
};

/**
 * Asks whether to drop what was typed; resolves true to drop it (close, leave), false to keep editing. Asked while a
 * question is open, the open one is answered "keep editing" first (one question at a time).
 */
export function confirmDiscard(kind: DiscardKind = 'close'): Promise<boolean> {
  if (question) questionStore.answer(false);
  return new Promise((resolve) => {
    question = { id: ++asked, kind, answer: resolve };
    emit();
  });
}

/** Whether a navigation from one place to another leaves what the page shows (another path, tab or section). */
export function leavesPage(from: { pathname: string; search: string }, to: { pathname: string; search: string }) {
  if (from.pathname !== to.pathname) return true;
  const before = new URLSearchParams(from.search);
  const after = new URLSearchParams(to.search);
  return ['tab', 'section', 'view'].some((key) => before.get(key) !== after.get(key));
}
