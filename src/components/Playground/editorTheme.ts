/**
 * The playground editors' colours in light and dark mode, taken from the site's code block themes
 * (src/prismThemes.ts: the Prism themes, already adjusted to WCAG AA on their backgrounds), so an
 * editor looks like a code block of the docs and keeps the same contrast. The active line keeps
 * the editor's background, since the token colours were measured against that background.
 */
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {EditorView} from '@codemirror/view';
import type {Extension} from '@codemirror/state';
import {tags as t} from '@lezer/highlight';
import type {PrismTheme} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '../../prismThemes';

/** The colour a Prism theme gives the first of `types` it styles; the plain colour otherwise. */
function colourOf(theme: PrismTheme, ...types: string[]): string {
  for (const type of types) {
    const style = theme.styles.find((s) => s.types.includes(type) && s.style.color);
    if (style?.style.color) return style.style.color;
  }
  return theme.plain.color ?? 'inherit';
}

function editorTheme(prism: PrismTheme, dark: boolean): Extension {
  const plain = prism.plain.color ?? 'inherit';
  const background = prism.plain.backgroundColor ?? 'transparent';
  return [
    EditorView.theme(
      {
        '&': {color: plain, backgroundColor: background},
        '.cm-content': {caretColor: plain},
        '.cm-cursor, .cm-dropCursor': {borderLeftColor: plain},
        '.cm-gutters': {backgroundColor: background, color: plain, border: 'none'},
        '.cm-activeLine, .cm-activeLineGutter': {backgroundColor: 'transparent'},
        '&.cm-focused': {outline: 'var(--ev-focus-ring)', outlineOffset: '2px'},
      },
      {dark},
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        {tag: t.comment, color: colourOf(prism, 'comment')},
        {tag: [t.string, t.special(t.string), t.regexp], color: colourOf(prism, 'string')},
        {tag: [t.number, t.bool, t.null, t.atom], color: colourOf(prism, 'number', 'boolean', 'constant')},
        {
          tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.operatorKeyword],
          color: colourOf(prism, 'keyword'),
        },
        {tag: [t.function(t.variableName), t.function(t.propertyName)], color: colourOf(prism, 'function')},
        {tag: t.propertyName, color: colourOf(prism, 'property', 'attr-name')},
      ]),
    ),
  ];
}

export const lightEditorTheme = editorTheme(lightCodeTheme, false);
export const darkEditorTheme = editorTheme(darkCodeTheme, true);
