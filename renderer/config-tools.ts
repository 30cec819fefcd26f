// The configuration checker and the text-editing helpers: the generated validator, its messages
// in both languages and the JSON parser. They are the heaviest code of the configuration area and
// no use until a document is open, so they come on a chunk of their own (see the config-editor
// store), after the area is usable rather than before.
export { checkConfigText } from '../shared/config/check';
export { completeAt, hoverAt } from '../shared/config/completion';
export { applyTextEdits, formatConfigText, setValueInText } from '../shared/config/editing';
