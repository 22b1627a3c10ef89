/**
 * One CodeMirror 6 editor of the playground (code or request). Props: `label` (its accessible
 * name), `language`, `initial` text, `onChange` (each change, with the whole text), `apiRef`
 * (gets `setValue(text)` to replace the text from outside: starters, links, drafts) and
 * `className` (the frame: its height limit). Follows the site's colour mode. Before the editor
 * mounts, the frame's `--editor-lines` (the line count of `initial`) reserves its height.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {EditorView, basicSetup} from 'codemirror';
import {Compartment, EditorState} from '@codemirror/state';
import {keymap} from '@codemirror/view';
import {indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {json} from '@codemirror/lang-json';

import {darkEditorTheme, lightEditorTheme} from './editorTheme';

export type EditorApi = {setValue: (text: string) => void};

export default function Editor({
  label,
  language,
  initial,
  onChange,
  apiRef,
  className,
}: {
  label: string;
  language: 'javascript' | 'json';
  initial: string;
  onChange: (text: string) => void;
  apiRef: React.MutableRefObject<EditorApi | null>;
  className?: string;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const {colorMode} = useColorMode();
  const theme = useMemo(() => new Compartment(), []);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's documented escape).
          keymap.of([indentWithTab]),
          language === 'javascript' ? javascript() : json(),
          theme.of(lightEditorTheme),
          // Long lines scroll sideways rather than wrap: wrapping broke words in the middle
          // (`withMe` / `ssage`) on narrow screens and left empty rows before indented lines.
          // An explicit tabindex: without wrapping, the scroller can scroll sideways, and checkers
          // such as axe count a scrollable region keyboard-reachable only through a focusable
          // child they recognise (a bare contenteditable is not one). The tab order is unchanged.
          EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    apiRef.current = {
      setValue: (text) => {
        if (text !== v.state.doc.toString()) v.dispatch({changes: {from: 0, to: v.state.doc.length, insert: text}});
      },
    };
    return () => v.destroy();
    // The editor is created once; later text comes through apiRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    view.current?.dispatch({effects: theme.reconfigure(colorMode === 'dark' ? darkEditorTheme : lightEditorTheme)});
  }, [colorMode, theme]);
  // Until CodeMirror mounts, the frame holds the height the editor will have for `initial`
  // (./styles.module.css, `.editor:empty`), so the result below it does not jump down.
  const lines = initial.split('\n').length;
  return (
    <div
      ref={host}
      className={className}
      data-editor={language}
      style={{'--editor-lines': lines} as React.CSSProperties}
    />
  );
}
