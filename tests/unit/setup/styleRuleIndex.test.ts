/** The style rule index of the jsdom setup (tests/setup/styleRuleIndex.ts) changes how fast styles are computed, never what they are. */
import { afterEach, describe, expect, it } from 'vitest';
import { indexStyleRules, withoutStyleRuleIndex } from '../../setup/styleRuleIndex';

/** Rules of every shape the index reads: classes, types, lists, combinators, pseudo-classes, attributes, media. */
const CSS = `
  .hidden { display: none; }
  .css-1abc-MuiBox-root { color: rgb(1, 2, 3); visibility: hidden; }
  .css-1abc-MuiBox-root:hover { color: rgb(9, 9, 9); }
  .outer .inner { color: rgb(4, 5, 6); }
  .outer > .inner.deep { pointer-events: none; }
  .outer>:not(style)~:not(style) { background-color: rgb(7, 8, 9); }
  span, .listed { outline-color: rgb(10, 11, 12); }
  p { display: inline-block; }
  section p.lead { color: rgb(13, 14, 15); }
  *.star { caret-color: rgb(16, 17, 18); }
  [data-open] .inner { visibility: visible; }
  div:not(.outer) > span { color: rgb(19, 20, 21); }
  .a.b, .c { display: flex; }
  :is(.outer .x) { color: rgb(22, 23, 24); }
  .MuiButton-root::before { color: rgb(25, 26, 27); }
  BUTTON { border-top-color: rgb(31, 32, 33); }
  @media screen { .inner { border-top-color: rgb(28, 29, 30); } }
  @media print { .inner { display: none; } }
  .c { display: unset; }
  [data-state="open"] { outline-color: rgb(60, 61, 62); }
  span[title='a.b'] { caret-color: rgb(63, 64, 65); }
  [DATA-Upper] { pointer-events: none; }
  input[type="checkbox" i] { display: none; }
  [data-state^="op"] > *:not([title]) { color: rgb(66, 67, 68); }
`;

const BODY = `
  <div class="outer" data-open>
    <span class="inner">a</span><span class="inner deep listed">b</span>
    <div class="css-1abc-MuiBox-root"><span class="star x">c</span></div>
  </div>
  <section><p class="lead">d</p><p>e</p></section>
  <div><span class="a b">f</span><span class="c hidden">g</span><button class="MuiButton-root">h</button></div>
  <svg><foreignObject class="inner"></foreignObject></svg>
  <div data-state="open"><span title="a.b" data-upper>i</span><input type="CHECKBOX"><b>j</b></div>
`;

const PROPERTIES = ['display', 'visibility', 'color', 'pointer-events', 'background-color', 'outline-color', 'caret-color', 'border-top-color'];

/** Every element's computed values, computed afresh (a change to the body drops jsdom's cache of them). */
const computedStyles = () => {
  document.body.toggleAttribute('data-again');
  return [...document.querySelectorAll('body *')].map((element) => {
    const style = window.getComputedStyle(element);
    return `${element.tagName}.${element.getAttribute('class') ?? ''}: ${PROPERTIES.map((property) => style.getPropertyValue(property)).join(' | ')}`;
  });
};
const asJsdomComputes = () => withoutStyleRuleIndex(computedStyles);

// Only what this file added goes: other files of the shared project run in this same document after it, and
// emotion, which keeps the rules it has inserted, would not insert theirs again.
const added: HTMLStyleElement[] = [];
const addSheet = (css: string): CSSStyleSheet => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
  return style.sheet!;
};
afterEach(() => {
  added.splice(0).forEach((style) => style.remove());
  document.body.removeAttribute('data-again');
  document.body.innerHTML = '';
});

describe('style rule index', () => {
  it('computes the same styles as jsdom without it', () => {
    addSheet(CSS);
    document.body.innerHTML = BODY;
    expect(indexStyleRules(window)).toBe(true); // tests/setup/jsdom.ts has put it there already
    const indexed = computedStyles();
    expect(indexed).toEqual(asJsdomComputes());
    // the page exercises the rules: hidden, coloured, inherited, from lists and media, unset
    expect(indexed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SPAN\.inner deep listed: inline \| visible \| rgb\(4, 5, 6\) \| none \| rgb\(7, 8, 9\) \| rgb\(10, 11, 12\)/),
        expect.stringMatching(/^DIV\.css-1abc-MuiBox-root: block \| hidden \| rgb\(1, 2, 3\)/),
        expect.stringMatching(/^P\.lead: inline-block \| visible \| rgb\(13, 14, 15\)/),
        expect.stringMatching(/^BUTTON\.MuiButton-root: .* \| rgb\(31, 32, 33\)$/),
        expect.stringMatching(/^SPAN\.c hidden: inline \| /),
        expect.stringMatching(/^DIV\.: block \| visible \| rgb\(0, 0, 0\) \| auto \| rgba\(0, 0, 0, 0\) \| rgb\(60, 61, 62\)/),
        expect.stringMatching(/^SPAN\.: inline \| visible \| rgb\(19, 20, 21\) \| none \| .* \| rgb\(63, 64, 65\)/),
        expect.stringMatching(/^INPUT\.: none \| /),
        expect.stringMatching(/^B\.: inline \| visible \| rgb\(66, 67, 68\)/),
      ]),
    );
  });

  it('elements matching the same rules share a cascade only with the same inline style', () => {
    addSheet(CSS);
    document.body.innerHTML = `
      <div class="outer">
        <span class="inner" style="color: rgb(80, 81, 82)">a</span><span class="inner">b</span>
        <span class="inner" style="color: rgb(80, 81, 82)">c</span><span class="inner" style="display: none">d</span>
      </div>`;
    const indexed = computedStyles();
    expect(indexed).toEqual(asJsdomComputes());
    expect(indexed.slice(1)).toEqual([
      expect.stringMatching(/^SPAN\.inner: inline \| visible \| rgb\(80, 81, 82\)/),
      expect.stringMatching(/^SPAN\.inner: inline \| visible \| rgb\(4, 5, 6\)/),
      expect.stringMatching(/^SPAN\.inner: inline \| visible \| rgb\(80, 81, 82\)/),
      expect.stringMatching(/^SPAN\.inner: none \| visible \| rgb\(4, 5, 6\)/),
    ]);
  });

  it('follows the sheets as they change: rules appended, inserted, deleted, reselected, media changed', () => {
    const sheet = addSheet(CSS);
    document.body.innerHTML = BODY;
    const before = computedStyles();
    const steps: Array<[string, () => void]> = [
      ['appended (as emotion does)', () => sheet.insertRule('.lead { visibility: hidden; }', sheet.cssRules.length)],
      ['inserted first', () => sheet.insertRule('.star { pointer-events: none; }', 0)],
      ['deleted', () => sheet.deleteRule(sheet.cssRules.length - 1)],
      ['reselected', () => ((sheet.cssRules[1] as CSSStyleRule).selectorText = '.deep')],
      ['media changed', () => ([...sheet.cssRules].find((rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print') as CSSMediaRule).media.appendMedium('screen')],
      ['a rule appended in a media rule', () => ([...sheet.cssRules].find((rule) => rule instanceof CSSMediaRule) as CSSMediaRule).insertRule('.x { display: none; }', 0)],
      ['a sheet added', () => addSheet('p { color: rgb(50, 51, 52); }')],
      // the cascades shared by elements matching the same rules are made again when a rule's declarations change
      ["a rule's declaration set", () => innerRule().style.setProperty('color', 'rgb(70, 71, 72)')],
      ["a rule's declaration set by its property", () => (innerRule().style.color = 'rgb(73, 74, 75)')],
      ["a rule's declarations replaced", () => (innerRule().style.cssText = 'color: rgb(76, 77, 78)')],
      ["a rule's declaration removed", () => innerRule().style.removeProperty('color')],
    ];
    const innerRule = () => [...sheet.cssRules].find((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.outer .inner') as CSSStyleRule;
    let previous = before;
    for (const [what, change] of steps) {
      change();
      const indexed = computedStyles();
      expect({ what, styles: indexed }).toEqual({ what, styles: asJsdomComputes() });
      expect({ what, changed: indexed !== previous && indexed.join() !== previous.join() }).toEqual({ what, changed: true });
      previous = indexed;
    }
  });
});
