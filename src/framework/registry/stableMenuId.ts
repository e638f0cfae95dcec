// Menu ids 10000..99999 are made from a name: clear of the hand-numbered items (1..999), and the same name gives
// the same id on every machine and in every release, so a role's ticks keep naming the same screens.
const FIRST_ID = 10_000;
const ID_SPAN = 90_000;

/** FNV-1a of the name, folded into 10000..99999. */
export function stableMenuId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return FIRST_ID + (hash % ID_SPAN);
}
