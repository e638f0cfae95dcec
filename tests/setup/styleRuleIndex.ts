/**
 * jsdom computes an element's style (getComputedStyle, which Testing Library's queries and accessible names,
 * user-event's pointer checks and MUI's TextareaAutosize call for elements and their ancestors) by testing every
 * rule of every style sheet against it: with emotion's thousands of MUI rules that was about a third of the
 * component tests' CPU. A browser files each rule under what its selector's subject needs (a class, an attribute,
 * an element type) and tests an element only against the rules filed under its own classes, attributes and type,
 * plus the rest; this does the same in front of jsdom. Rules are visited in jsdom's order and tested by jsdom's own selector check,
 * so every computed style is the one jsdom would give.
 * The index follows the sheets' changes through their methods (insertRule and the like, a rule's selector, a media
 * list); emotion only ever appends, which is filed at once. Elements matching the same rules with the same inline
 * style share the cascade made for the first of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { implOf } from './jsdomImpl';
import { requirementsOf } from './selectorSubject';

type Declaration = CSSStyleDeclaration;
interface Rule {
  selectorText?: string;
  media?: ArrayLike<string>;
  styleSheet?: Sheet | null;
  cssRules?: ArrayLike<Rule>;
  style: Declaration;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface ElementImpl {
  localName: string;
  style: Declaration;
  getAttributeNS(namespace: null, name: string): string | null;
  getAttributeNames(): string[];
  _ownerDocument: DocumentImpl;
}
interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, Declaration> | null;
  _domSelector: { check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null } };
  styleSheets: { _list: Sheet[] };
}
interface StyleRulesModule {
  getDeclarationForElement(element: ElementImpl): Declaration;
}

// jsdom's own modules: Node keeps one instance of each file, the one jsdom's windows use
const jsdomEntry = createRequire(import.meta.url).resolve('jsdom');
const fromJsdom = createRequire(jsdomEntry);
const STYLE_RULES_FILE = path.join(path.dirname(jsdomEntry), 'jsdom/living/helpers/style-rules.js');
const styleRules = fromJsdom(STYLE_RULES_FILE) as StyleRulesModule;
const cssom = fromJsdom('@acemir/cssom') as Record<string, { prototype: object }> & { parse(css: string): Sheet };
const { CSSStyleDeclaration: DeclarationClass } = fromJsdom('cssstyle') as { CSSStyleDeclaration: new () => Declaration };
/** jsdom's user-agent sheet, which it tests before the document's (parsed here from the same file). */
const defaultSheet = cssom.parse(readFileSync(path.join(path.dirname(STYLE_RULES_FILE), '../../browser/default-stylesheet.css'), 'utf8'));

const { forEach, indexOf } = Array.prototype;

interface Entry {
  rule: Rule;
  /** The selector as jsdom tests it (it drops what a ';' leaves before it). */
  selector: string;
}
interface SheetIndex {
  generation: number;
  /** The sheet's own rules filed so far (its cssRules.length when up to date). */
  ruleCount: number;
  entries: Entry[];
  byClass: Map<string, number[]>;
  byAttribute: Map<string, number[]>;
  byType: Map<string, number[]>;
  anyElement: number[];
}

/** Bumped by any change the index cannot file by itself: every index built before it is rebuilt on next use. */
let generation = 0;
const indexes = new WeakMap<Sheet, SheetIndex>();
/**
 * What the indexes were built from besides the sheets themselves: filed rules (their selectors), the media lists
 * read, media rules whose inner rules were filed, imported sheets. A change to one of them rebuilds the indexes;
 * the same changes to anything else (a rule being parsed, not yet in a sheet) do not.
 */
const readFrom = new WeakSet<object>();

/**
 * Elements that match the same rules and carry the same inline style have the same cascade: each is made once and
 * shared (a table's cells, a list's items, the same button on every row). Rules are named by a number of their own;
 * a change to a filed rule's declarations makes them all again.
 */
const filedDeclarations = new WeakSet<object>();
/** cssstyle tells a declaration's _onChange of every change to it (jsdom's inline styles use it; rules' do not). */
type Followed = Declaration & { _onChange?: ((cssText: string) => void) | null };
function followDeclarations(style: Followed): void {
  if (filedDeclarations.has(style)) return;
  filedDeclarations.add(style);
  const before = style._onChange;
  style._onChange = (cssText) => {
    sharedCascades = new Map();
    before?.call(style, cssText);
  };
}
const ruleNumbers = new WeakMap<Rule, number>();
let rulesNumbered = 0;
const numberOf = (rule: Rule): number => {
  let number = ruleNumbers.get(rule);
  if (number === undefined) ruleNumbers.set(rule, (number = ++rulesNumbered));
  return number;
};
/** How many cascades are kept at most (a new start beyond: emotion's rules only grow). */
const MOST_SHARED = 20_000;
let sharedCascades = new Map<string, Declaration>();

const fileUnder = <K>(map: Map<K, number[]>, key: K, position: number): void => {
  const list = map.get(key);
  if (!list) map.set(key, [position]);
  else if (list.at(-1) !== position) list.push(position);
};

/** Files one style rule (jsdom tests a rule only when it has a selector). */
function fileRule(index: SheetIndex, rule: Rule): void {
  let selector: string;
  try {
    if (!rule.selectorText) return;
    selector = rule.selectorText.split(';').pop()!.trim();
  } catch {
    return;
  }
  readFrom.add(rule);
  followDeclarations(rule.style);
  const position = index.entries.push({ rule, selector }) - 1;
  const requirements = requirementsOf(selector);
  if (requirements === null) {
    index.anyElement.push(position);
    return;
  }
  for (const requirement of requirements) {
    if (requirement === null) continue;
    if ('className' in requirement) fileUnder(index.byClass, requirement.className, position);
    else if ('attribute' in requirement) fileUnder(index.byAttribute, requirement.attribute, position);
    else fileUnder(index.byType, requirement.localName, position);
  }
}

/** Files a rule of the sheet's own list as jsdom walks it: an import's or a screen media rule's inner rules, or itself. */
function fileTopLevelRule(index: SheetIndex, rule: Rule): void {
  if (rule.media) {
    readFrom.add(rule.media);
    if (rule.constructor.name === 'CSSImportRule') {
      if (rule.styleSheet !== null && (rule.media.length === 0 || indexOf.call(rule.media, 'screen') !== -1)) {
        if (rule.styleSheet) readFrom.add(rule.styleSheet);
        forEach.call(rule.styleSheet?.cssRules ?? [], (inner: Rule) => fileRule(index, inner));
      }
    } else if (indexOf.call(rule.media, 'screen') !== -1) {
      readFrom.add(rule);
      forEach.call(rule.cssRules ?? [], (inner: Rule) => fileRule(index, inner));
    }
  } else {
    fileRule(index, rule);
  }
}

function indexOfSheet(sheet: Sheet): SheetIndex {
  const known = indexes.get(sheet);
  if (known && known.generation === generation && known.ruleCount === sheet.cssRules.length) return known;
  const index: SheetIndex = { generation, ruleCount: sheet.cssRules.length, entries: [], byClass: new Map(), byAttribute: new Map(), byType: new Map(), anyElement: [] };
  forEach.call(sheet.cssRules, (rule: Rule) => fileTopLevelRule(index, rule));
  indexes.set(sheet, index);
  return index;
}

/** What an element is filed under: its type, classes and attributes' names. */
interface ElementKeys {
  type: string;
  classes: string[];
  attributes: string[];
}
const keysOf = (element: ElementImpl): ElementKeys => ({
  type: element.localName.toLowerCase(),
  classes: (element.getAttributeNS(null, 'class') ?? '').split(/[\t\n\f\r ]+/).filter(Boolean),
  attributes: element.getAttributeNames().map((name) => name.toLowerCase()),
});

/** The positions of the sheet's rules the element could match, in the sheet's order. */
function candidatesOf(index: SheetIndex, keys: ElementKeys): number[] {
  const lists = [index.anyElement, index.byType.get(keys.type)];
  for (const name of keys.classes) lists.push(index.byClass.get(name));
  for (const name of keys.attributes) lists.push(index.byAttribute.get(name));
  const found = lists.filter((list): list is number[] => list !== undefined && list.length > 0);
  if (found.length <= 1) return found[0] ?? [];
  const merged = found.flat().sort((a, b) => a - b);
  return merged.filter((position, i) => i === 0 || merged[i - 1] !== position);
}

/** Calls `visit` with each rule matching the element, in the order jsdom's cascade applies them. */
function forEachMatchingRule(element: ElementImpl, visit: (rule: Rule) => void): void {
  const document = element._ownerDocument;
  const keys = keysOf(element);
  for (const sheet of [defaultSheet, ...document.styleSheets._list]) {
    const index = indexOfSheet(sheet);
    for (const position of candidatesOf(index, keys)) {
      const { rule, selector } = index.entries[position];
      let matched = false;
      try {
        const { match, pseudoElement } = document._domSelector.check(selector, element);
        matched = match && !pseudoElement;
      } catch {
        // jsdom counts a selector it cannot read as no match
      }
      if (matched) visit(rule);
    }
  }
}

/** jsdom's cascade of one element (style-rules.js getDeclarationForElement), over the indexed rules. */
function declarationFor(element: ElementImpl): Declaration {
  const document = element._ownerDocument;
  const cache = (document._styleCache ??= new WeakMap());
  const cached = cache.get(element);
  if (cached) return cached;
  const matched: Rule[] = [];
  forEachMatchingRule(element, (rule) => matched.push(rule));
  const key = `${matched.map(numberOf).join(' ')}|${element.style.length === 0 ? '' : element.style.cssText}`;
  let declaration = sharedCascades.get(key);
  if (!declaration) {
    declaration = cascadeOf(matched, element.style);
    if (sharedCascades.size >= MOST_SHARED) sharedCascades = new Map();
    sharedCascades.set(key, declaration);
  }
  cache.set(element, declaration);
  return declaration;
}

/** The declarations of the matched rules, then the inline style, in that order (jsdom's cascade). */
function cascadeOf(matched: Rule[], inline: Declaration): Declaration {
  const declaration = new DeclarationClass();
  const apply = (style: Declaration, property: string) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  for (const rule of matched) forEach.call(rule.style, (property: string) => apply(rule.style, property));
  forEach.call(inline, (property: string) => apply(inline, property));
  return declaration;
}

/** Wraps the methods that change what a sheet's rules select, so the index follows them. */
function followSheetChanges(): void {
  const wrap = (prototype: object, name: string, after: (target: object, args: unknown[], result: unknown) => void) => {
    const original = (prototype as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (prototype as Record<string, unknown>)[name] = function (this: object, ...args: unknown[]) {
      const result = original.apply(this, args);
      after(this, args, result);
      return result;
    };
  };
  /** A change to something an index was built from rebuilds them all (rare: emotion only appends). */
  const changed = (target: object) => {
    if (readFrom.has(target)) generation += 1;
  };
  // an append to an indexed sheet is filed at once; any other change to it rebuilds its index
  wrap(cssom.CSSStyleSheet.prototype, 'insertRule', (sheet, _args, at) => {
    const index = indexes.get(sheet as Sheet);
    const { cssRules } = sheet as Sheet;
    if (index && index.generation === generation && at === index.ruleCount && cssRules.length === at + 1) {
      fileTopLevelRule(index, cssRules[at]);
      index.ruleCount += 1;
    } else {
      indexes.delete(sheet as Sheet);
      changed(sheet);
    }
  });
  for (const name of ['addRule', 'deleteRule', 'removeRule', 'replace', 'replaceSync']) {
    wrap(cssom.CSSStyleSheet.prototype, name, (sheet) => {
      indexes.delete(sheet as Sheet);
      changed(sheet);
    });
  }
  for (const name of ['insertRule', 'deleteRule']) wrap(cssom.CSSGroupingRule.prototype, name, changed);
  for (const name of ['appendMedium', 'deleteMedium']) wrap(cssom.MediaList.prototype, name, changed);
  for (const [prototype, property] of [
    [cssom.CSSStyleRule.prototype, 'selectorText'],
    [cssom.MediaList.prototype, 'mediaText'],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, property);
    const set = descriptor?.set;
    if (!descriptor || !set) continue;
    Object.defineProperty(prototype, property, {
      ...descriptor,
      set(this: object, value: unknown) {
        set.call(this, value);
        changed(this);
      },
    });
  }
}

/**
 * Once per process: jsdom's modules are Node's, shared by the windows of every test file a worker runs, while this
 * module may be evaluated again for each file.
 */
interface Installed {
  bypassed: boolean;
}
const INSTALLED = Symbol.for('tests.styleRuleIndex.installed');
/** Marks a window whose getComputedStyle goes through the index (in vitest's jsdom the window is the global object). */
const WINDOW_INDEXED = Symbol.for('tests.styleRuleIndex.window');
type WithInstalled = typeof globalThis & { [INSTALLED]?: Installed };

function install(): Installed {
  const global = globalThis as WithInstalled;
  const known = global[INSTALLED];
  if (known) return known;
  const installed: Installed = { bypassed: false };
  const jsdomCascade = styleRules.getDeclarationForElement;
  styleRules.getDeclarationForElement = (element) => (installed.bypassed ? jsdomCascade(element) : declarationFor(element));
  followSheetChanges();
  global[INSTALLED] = installed;
  return installed;
}

/**
 * Puts the index in front of jsdom's cascade for this window: jsdom's module answers inherited values through its
 * exported getDeclarationForElement, and getComputedStyle finds the element's own cascade already in jsdom's cache.
 * False when this jsdom works differently (the tests are then only slower, never different).
 */
export function indexStyleRules(win: Window & typeof globalThis = window): boolean {
  const documentImpl = implOf<DocumentImpl>(win.document);
  if (!documentImpl || !('_styleCache' in documentImpl) || typeof documentImpl._domSelector?.check !== 'function') return false;
  if (typeof styleRules.getDeclarationForElement !== 'function') return false;
  const installed = install();
  const indexed = win as Window & { [WINDOW_INDEXED]?: true };
  if (indexed[WINDOW_INDEXED]) return true;
  indexed[WINDOW_INDEXED] = true;
  const compute = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    const impl = !installed.bypassed && element && typeof element === 'object' ? implOf<ElementImpl>(element) : undefined;
    if (impl?._ownerDocument && typeof impl.getAttributeNames === 'function') styleRules.getDeclarationForElement(impl);
    return compute(element, pseudoElement);
  };
  return true;
}

/** Runs `run` with jsdom's own cascade only (the index's test compares the two). */
export function withoutStyleRuleIndex<T>(run: () => T): T {
  const installed = (globalThis as WithInstalled)[INSTALLED];
  if (!installed) throw new Error('the style rule index is not installed');
  installed.bypassed = true;
  try {
    return run();
  } finally {
    installed.bypassed = false;
  }
}
