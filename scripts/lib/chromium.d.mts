export type ChromiumFound = { ok: true; path: string } | { ok: false; reason: string };
export function chromiumPath(): string;
export function ensureChromium(): ChromiumFound;
