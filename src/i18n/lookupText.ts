/** A text of a catalogue by its dotted key, `%{name}` placeholders filled from vars. */
export const lookupText = (catalogue: object, key: string, vars: Record<string, string | number> = {}): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  return String(value ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
};
