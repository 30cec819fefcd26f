// Words tables shared by the window and the command line keep vue-i18n's named placeholders
// (`{file}`); the command line fills them here, the window with vue-i18n.

/** A words template with its `{name}` placeholders filled from `values` (a list joined with ", "); an unknown one is left as it is. */
export function fillWords(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}
