/* The Bots page's Python editor: CodeMirror 6, self-hosted (dist/js/vendor/, copied by the build
   from the pinned npm packages). CodeMirror injects its styles at run time: in a document, as a
   <style> element, which the page's style-src 'self' refuses (its white-space: pre then goes, and
   with it Python's indentation); in a shadow root, as a constructed style sheet (style-mod's
   adoptedStyleSheets: CSSOM, which the policy allows). So the editor lives in a shadow root of
   its parent, and the policy stays whole. Tab indents (Python needs it); Escape then Tab leaves
   the editor, as the page's help says. */

import { EditorState } from "../vendor/codemirror-state.js";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "../vendor/codemirror-view.js";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "../vendor/codemirror-commands.js";
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from "../vendor/codemirror-language.js";
import { closeBrackets, closeBracketsKeymap } from "../vendor/codemirror-autocomplete.js";
import { python } from "../vendor/codemirror-lang-python.js";

/**
 * The editor: its CodeMirror view, the code it holds (set: replaces it, an edit like any other), and
 * its focus.
 * @typedef {Object} PythonEditor
 * @property {import("@codemirror/view").EditorView} view
 * @property {string} code
 * @property {() => void} focus
 */

/** The editor's box, in the page's colours (a theme: mounted in the shadow root with the rest). */
const THEME = EditorView.theme({
  "&": { minHeight: "16em", maxHeight: "60vh", fontSize: "15px", backgroundColor: "#ffffff", color: "#1c2430" },
  "&.cm-focused": { outline: "3px solid #c2410c", outlineOffset: "1px" },
  ".cm-scroller": { fontFamily: 'ui-monospace, "Cascadia Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace' },
  ".cm-gutters": { backgroundColor: "#f4f6f8", color: "#4f5b6b", borderRight: "1px solid #d5dbe3" },
});

/** Typing over a selection is done here: Chromium's own editing would keep the deleted text's
    style in a <span style> (the "typing style"), which the policy refuses (a console error). */
const TYPE_OVER_SELECTION = EditorView.domEventHandlers({
  /** @param {InputEvent} event
      @param {import("@codemirror/view").EditorView} view */
  beforeinput(event, view) {
    if (
      event.inputType !== "insertText" ||
      !event.data ||
      view.state.selection.ranges.every((/** @type {import("@codemirror/state").SelectionRange} */ r) => r.empty)
    )
      return false;
    event.preventDefault();
    view.dispatch({ ...view.state.replaceSelection(event.data), userEvent: "input.type", scrollIntoView: true });
    return true;
  },
});

/** An editor in `parent`, named `label` for screen readers and described by `description` (in words:
    an id would not reach out of the shadow root); `onChange()` hears every edit, `onRun()` Ctrl+Enter
    (Cmd+Enter on a Mac).
    @param {HTMLElement} parent
    @param {{label: string, description: string, onChange?: () => void, onRun?: () => void}} options
    @returns {PythonEditor} */
export function pythonEditor(parent, { label, description, onChange = () => {}, onRun = () => {} }) {
  const root = parent.attachShadow({ mode: "open" });
  const view = new EditorView({
    parent: root,
    root,
    state: EditorState.create({
      doc: "",
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        python(),
        syntaxHighlighting(defaultHighlightStyle),
        indentUnit.of("    "),
        EditorState.tabSize.of(4),
        THEME,
        TYPE_OVER_SELECTION,
        keymap.of([
          {
            key: "Mod-Enter",
            run: () => {
              onRun();
              return true;
            },
          },
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          indentWithTab,
        ]),
        // tabindex: the content is in the tab order anyway (contenteditable); said, for checkers (axe)
        EditorView.contentAttributes.of({ "aria-label": label, "aria-description": description, tabindex: "0" }),
        EditorView.lineWrapping,
        EditorView.updateListener.of((/** @type {import("@codemirror/view").ViewUpdate} */ update) => {
          if (update.docChanged) onChange();
        }),
      ],
    }),
  });
  return {
    view,
    get code() {
      return view.state.doc.toString();
    },
    set code(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    focus() {
      view.focus();
    },
  };
}
