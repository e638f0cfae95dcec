import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion's style sheets insert rules with insertRule (its production mode) instead of one <style> element per rule.
 * The files of the shared project run in one jsdom, where the head grew to thousands of <style> elements, and every
 * MUI input's mount looks its global styles up with document.querySelector over all of them: about a third of a
 * form test's time. The rules and the computed styles are the same; only where they are kept differs.
 * Set on the prototype, so every sheet emotion creates takes it (the constructor's assignment meets the setter).
 */
export function insertStylesAsRules(): void {
  Object.defineProperty(StyleSheet.prototype, 'isSpeedy', { configurable: true, get: () => true, set: () => undefined });
}
