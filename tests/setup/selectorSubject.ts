/**
 * What an element must have for a CSS selector to match it, read from the selector's text: a class, an attribute or
 * an element type its subject (last compound) names at the top level. The style rule index (styleRuleIndex.ts)
 * files each rule under it, so an element is only tested against rules it could match.
 */

/**
 * A class, an attribute's name or an element type (those two in lower case: they match whatever their case), or
 * null: nothing the text tells, any element may match.
 */
export type Requirement = { className: string } | { attribute: string } | { localName: string } | null;

/**
 * Splits at the characters in `separators` outside brackets, parentheses and quoted strings; null if the text has
 * escapes (a quoted string is skipped whole).
 */
function splitTopLevel(text: string, separators: string): string[] | null {
  if (text.includes('\\')) return null;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"' || char === "'") {
      i = text.indexOf(char, i + 1);
      if (i === -1) return null;
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && separators.includes(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

/** The positions of the subject's top-level '.' and '[' (outside parentheses, brackets and quotes). */
function topLevelMarks(subject: string): { dots: number[]; brackets: number[] } {
  const dots: number[] = [];
  const brackets: number[] = [];
  let depth = 0;
  for (let i = 0; i < subject.length; i += 1) {
    const char = subject[i];
    if (char === '"' || char === "'") {
      i = subject.indexOf(char, i + 1);
      if (i === -1) break;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '[') {
      if (depth === 0) brackets.push(i);
      depth += 1;
    } else if (char === ']') depth -= 1;
    else if (depth === 0 && char === '.') dots.push(i);
  }
  return { dots, brackets };
}

/**
 * What the subject of one complex selector needs, in order of how few elements have it: a class it names at the top
 * level, else an attribute it tests (not namespaced), else its element type.
 */
function requirementOf(complex: string): Requirement {
  const compounds = splitTopLevel(complex.trim(), ' \t\n>+~');
  const subject = compounds?.filter((part) => part !== '').at(-1);
  if (!subject) return null;
  const { dots, brackets } = topLevelMarks(subject);
  for (const at of dots) {
    const name = /^[A-Za-z_-][\w-]*/.exec(subject.slice(at + 1));
    if (name) return { className: name[0] };
  }
  for (const at of brackets) {
    const name = /^\[\s*([A-Za-z_-][\w-]*)\s*(?:[~|^$*]?=|\])/.exec(subject.slice(at));
    if (name) return { attribute: name[1].toLowerCase() };
  }
  // a type followed by '|' is a namespace prefix, not the element's type
  const type = /^[A-Za-z][\w-]*(?![\w|-])/.exec(subject);
  return type ? { localName: type[0].toLowerCase() } : null;
}

/** Per selector text: one requirement per selector of its list, or null when any of them could match anything. */
const requirements = new Map<string, Requirement[] | null>();
export function requirementsOf(selector: string): Requirement[] | null {
  let found = requirements.get(selector);
  if (found !== undefined) return found;
  const list = splitTopLevel(selector, ',');
  const each = list?.map(requirementOf) ?? null;
  found = each && each.every((requirement) => requirement !== null) ? (each as Requirement[]) : null;
  requirements.set(selector, found);
  return found;
}
