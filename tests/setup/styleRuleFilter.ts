/**
 * jsdom computes a style (getComputedStyle, which Testing Library's role queries and user-event's pointer checks
 * call for an element and each of its ancestors) by testing every rule of every style sheet against the element:
 * with MUI's few hundred emotion rules plus jsdom's default sheet that was about 40 % of a component test's time.
 * Most rules name a class or an element type in their last compound selector, so an element without that class or
 * type cannot match: this answers "no match" for those at once and leaves every other rule to jsdom's own check.
 * It only ever skips rules that could not match, so what a test sees is unchanged.
 */

type CheckResult = { match: boolean; pseudoElement: string | null; ast?: unknown };
type ElementImpl = { localName?: string; classList?: { contains(name: string): boolean } };
type DomSelector = { check: (selector: string, node: ElementImpl, options?: unknown) => CheckResult };

/** What an element must have to match one selector of a list: a class, an element type, or nothing we can tell. */
type Requirement = { className: string } | { localName: string } | null;

const NO_MATCH: CheckResult = { match: false, pseudoElement: null, ast: null };

/** Splits at the characters in `separators` outside brackets and parentheses; null if the text has escapes or quotes. */
function splitTopLevel(text: string, separators: string): string[] | null {
  if (/[\\"'|]/.test(text)) return null;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') depth += 1;
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

/** The class or type the subject (last compound) of one complex selector names at its top level. */
function requirementOf(complex: string): Requirement {
  const compounds = splitTopLevel(complex.trim(), ' \t\n>+~');
  const subject = compounds?.filter((part) => part !== '').at(-1);
  if (!subject) return null;
  const type = /^[A-Za-z][\w-]*/.exec(subject);
  if (type) return { localName: type[0].toLowerCase() };
  let depth = 0;
  for (let i = 0; i < subject.length; i += 1) {
    const char = subject[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === '.') {
      const name = /^[A-Za-z_-][\w-]*/.exec(subject.slice(i + 1));
      if (name) return { className: name[0] };
    }
  }
  return null;
}

/** Per selector text: one requirement per selector of its list, or null when any of them could match anything. */
const requirements = new Map<string, Requirement[] | null>();
function requirementsOf(selector: string): Requirement[] | null {
  let found = requirements.get(selector);
  if (found !== undefined) return found;
  const list = splitTopLevel(selector, ',');
  const each = list?.map(requirementOf) ?? null;
  found = each && each.every((requirement) => requirement !== null) ? (each as Requirement[]) : null;
  requirements.set(selector, found);
  return found;
}

const mayMatch = (requirement: Requirement, element: ElementImpl): boolean => {
  if (requirement === null) return true;
  if ('className' in requirement) return element.classList?.contains(requirement.className) ?? true;
  return element.localName === undefined || element.localName.toLowerCase() === requirement.localName;
};

/** jsdom's own check of each document the filter sits in front of. */
const jsdomChecks = new WeakMap<DomSelector, DomSelector['check']>();

const selectorOf = (document: Document): DomSelector | undefined => {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl = implKey ? (document as unknown as Record<symbol, { _domSelector?: DomSelector } | undefined>)[implKey] : undefined;
  return typeof impl?._domSelector?.check === 'function' ? impl._domSelector : undefined;
};

/** Puts the filter in front of the style cascade's selector check of this document (once); false if jsdom has none. */
export function filterStyleRules(document: Document): boolean {
  const selector = selectorOf(document);
  // another jsdom version may work differently: then the tests are only slower, never different
  if (!selector) return false;
  if (jsdomChecks.has(selector)) return true;
  const check = selector.check;
  jsdomChecks.set(selector, check);
  selector.check = (text, element, options) => {
    const list = requirementsOf(text);
    if (list && !list.some((requirement) => mayMatch(requirement, element))) return NO_MATCH;
    return check(text, element, options);
  };
  return true;
}

/** Runs `run` with jsdom's own check only (the filter's test compares the two). */
export function withoutStyleRuleFilter<T>(document: Document, run: () => T): T {
  const selector = selectorOf(document);
  const check = selector && jsdomChecks.get(selector);
  if (!selector || !check) throw new Error('the style rule filter is not in this document');
  const filtered = selector.check;
  selector.check = check;
  try {
    return run();
  } finally {
    selector.check = filtered;
  }
}
