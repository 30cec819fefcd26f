// Secrets in the JSON view are masked as they are in the form: one rule wherever a secret shows.
// The text itself keeps the real value (the form, the draft and the saved file need it); only what
// is drawn is replaced, the cursor steps over it, and an edit that would cut into a hidden value
// is refused (the engineer shows it first, or changes it in the form), so that no keystroke can
// lose or garble a value the engineer cannot see.
import { EditorState, RangeSetBuilder, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import { SECRET_FIELDS } from '../../../shared/config/document-identity';

/** Where a secret's value sits in the text: between its quotes, `to` exclusive. */
export interface SecretValueRange {
  name: string;
  from: number;
  to: number;
}

const KEY_NAMES = [...SECRET_FIELDS].map((name) => name.replace(/[^A-Za-z0-9]/g, '')).join('|');
// A member (after `{` or `,`) named as a secret, with a string value. The text may be half typed:
// this never needs it to parse, so a secret stays masked while another line is broken.
const SECRET_MEMBER = new RegExp(`(?<=[{,]\\s*)"(${KEY_NAMES})"\\s*:\\s*"((?:[^"\\\\\\n]|\\\\.)*)"`, 'g');

/** The non-empty string values of secret members (shared/config/document-identity.ts) in a JSON text. */
export function secretValueRanges(text: string, names: ReadonlySet<string> = SECRET_FIELDS): SecretValueRange[] {
  const ranges: SecretValueRange[] = [];
  for (const match of text.matchAll(SECRET_MEMBER)) {
    const [whole, name = '', value = ''] = match;
    if (!names.has(name) || value === '') continue;
    const to = match.index + whole.length - 1;
    ranges.push({ name, from: to - value.length, to });
  }
  return ranges;
}

class MaskWidget extends WidgetType {
  constructor(private readonly title: string) {
    super();
  }
  override eq(other: MaskWidget): boolean {
    return other.title === this.title;
  }
  // A click on the mask puts the cursor beside it, as on any text (the browser alone would put it at the start).
  override ignoreEvent(): boolean {
    return false;
  }
  toDOM(): HTMLElement {
    const mask = document.createElement('span');
    mask.className = 'cm-secret-mask';
    mask.title = this.title;
    // The same length for every value: the mask says nothing of the secret, its length included.
    mask.textContent = '••••••••';
    return mask;
  }
}

/**
 * Masks the values of the secret members but those named in `revealed`; `title` says how to see
 * one, and `refused` is told when an edit was refused because it cut into a hidden value.
 */
export function maskedSecrets(revealed: ReadonlySet<string>, title: string, refused: () => void): Extension {
  const hidden = new Set([...SECRET_FIELDS].filter((name) => !revealed.has(name)));
  const mask = Decoration.replace({ widget: new MaskWidget(title) });
  const ranges = StateField.define<SecretValueRange[]>({
    create: (state) => secretValueRanges(state.doc.toString(), hidden),
    update: (value, tr) => (tr.docChanged ? secretValueRanges(tr.state.doc.toString(), hidden) : value),
  });
  const decorations = (state: EditorState): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    for (const range of state.field(ranges)) builder.add(range.from, range.to, mask);
    return builder.finish();
  };
  const drawn = StateField.define<DecorationSet>({
    create: decorations,
    update: (value, tr) => (tr.docChanged ? decorations(tr.state) : value),
    provide: (field) => [EditorView.decorations.from(field), EditorView.atomicRanges.of((view) => view.state.field(field))],
  });
  // An edit may replace a whole secret member's value with its quotes (select it and type, paste,
  // delete a block); one that touches only part of a hidden value, or adds to it, is refused.
  // Undo and redo bring back a value the text held before: they pass.
  const guard = EditorState.changeFilter.of((tr) => {
    if (!tr.docChanged || tr.isUserEvent('undo') || tr.isUserEvent('redo')) return true;
    const hiddenRanges = tr.startState.field(ranges);
    let cuts = false;
    tr.changes.iterChangedRanges((fromA, toA) => {
      for (const range of hiddenRanges) {
        const touches = fromA <= range.to && toA >= range.from;
        if (touches && !(fromA < range.from && toA > range.to)) cuts = true;
      }
    });
    if (cuts) queueMicrotask(refused);
    return !cuts;
  });
  return [ranges, drawn, guard];
}
