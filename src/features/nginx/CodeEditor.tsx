// A code editor for Nginx directives: CodeMirror 6 (view, state, commands, language and the legacy nginx
// mode), line numbers, undo history, syntax colours. Tab is left to the browser so keyboard users can leave the
// editor (CodeMirror's own advice); the content element carries the field's accessible name.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { nginx } from '@codemirror/legacy-modes/mode/nginx';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

const nginxLanguage = StreamLanguage.define(nginx);

/** Syntax colours dark enough for WCAG AA on the light editor (CodeMirror's default style has lighter inks). */
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#6a1b9a' },
  { tag: [tags.atom, tags.bool, tags.number], color: '#1a237e' },
  { tag: tags.string, color: '#9a1111' },
  { tag: [tags.variableName, tags.special(tags.variableName)], color: '#0b5a4a' },
  { tag: tags.comment, color: '#5d4a1f', fontStyle: 'italic' },
  { tag: tags.meta, color: '#37474f' },
  { tag: tags.invalid, color: '#b00020' },
]);

const theme = EditorView.theme({
  '&': { border: '1px solid var(--mantine-color-gray-4)', borderRadius: '4px', fontSize: '13px', backgroundColor: 'var(--mantine-color-body)' },
  '&.cm-focused': { outline: '2px solid var(--mantine-color-blue-8)', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'var(--mantine-font-family-monospace)', minHeight: '160px' },
  '.cm-gutters': { backgroundColor: 'var(--mantine-color-gray-0)', color: 'var(--mantine-color-gray-7)' },
  '.cm-scroller': { maxHeight: '420px', overflow: 'auto' },
});

export function CodeEditor({ value, onChange, label, readOnly = false }: { value: string; onChange: (value: string) => void; label: string; readOnly?: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useLayoutEffect(() => {
    change.current = onChange;
  });

  // The editor starts with the value of its creation; later values arrive through the effect below.
  const currentValue = useEffectEvent(() => value);
  // Created again only for a new label or a change to read-only.
  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: currentValue(),
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          nginxLanguage,
          syntaxHighlighting(highlight),
          theme,
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) change.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [label, readOnly]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} />;
}
