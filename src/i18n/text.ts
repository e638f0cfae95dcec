import { portal } from './en';
import type { MessageKey } from './keys';

/**
 * Plain lookup of a portal text for the public pages, which must not load react-admin
 * (and so have no translate()). `%{name}` placeholders are filled from vars.
 */
export const text = (key: MessageKey, vars: Record<string, string | number> = {}): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], portal);
  return String(value).replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
};
