/** The style-rule filter of the jsdom setup (tests/setup/styleRuleFilter.ts) changes how fast styles are computed, never what they are. */
import { afterEach, describe, expect, it } from 'vitest';
import { filterStyleRules, withoutStyleRuleFilter } from '../../setup/styleRuleFilter';

/** Rules of every shape the filter reads: classes, types, lists, combinators, pseudo-classes, attributes, media. */
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
`;

const BODY = `
  <div class="outer" data-open>
    <span class="inner">a</span><span class="inner deep listed">b</span>
    <div class="css-1abc-MuiBox-root"><span class="star x">c</span></div>
  </div>
  <section><p class="lead">d</p><p>e</p></section>
  <div><span class="a b">f</span><span class="c hidden">g</span><button class="MuiButton-root">h</button></div>
  <svg><foreignObject class="inner"></foreignObject></svg>
`;

const PROPERTIES = ['display', 'visibility', 'color', 'pointer-events', 'background-color', 'outline-color', 'caret-color', 'border-top-color'];

const computedStyles = () =>
  [...document.querySelectorAll('body *')].map((element) => {
    const style = window.getComputedStyle(element);
    return `${element.tagName}.${element.getAttribute('class') ?? ''}: ${PROPERTIES.map((property) => style.getPropertyValue(property)).join(' | ')}`;
  });

// Only what this file added goes: other files of the shared project run in this same document after it, and
// emotion, which keeps the rules it has inserted, would not insert theirs again.
const added: HTMLStyleElement[] = [];
afterEach(() => {
  added.splice(0).forEach((style) => style.remove());
  document.body.removeAttribute('data-again');
  document.body.innerHTML = '';
});

describe('style rule filter', () => {
  it('computes the same styles as jsdom without it', () => {
    const style = document.createElement('style');
    style.textContent = CSS;
    document.head.append(style);
    added.push(style);
    document.body.innerHTML = BODY;
    expect(filterStyleRules(document)).toBe(true); // tests/setup/jsdom.ts has put it there already
    const filtered = computedStyles();
    document.body.setAttribute('data-again', ''); // a change drops jsdom's cache of computed styles
    expect(filtered).toEqual(withoutStyleRuleFilter(document, computedStyles));
    // the page exercises the rules: hidden, coloured, inherited, from lists and media
    expect(filtered).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SPAN\.inner deep listed: inline \| visible \| rgb\(4, 5, 6\) \| none \| rgb\(7, 8, 9\) \| rgb\(10, 11, 12\)/),
        expect.stringMatching(/^DIV\.css-1abc-MuiBox-root: block \| hidden \| rgb\(1, 2, 3\)/),
        expect.stringMatching(/^P\.lead: inline-block \| visible \| rgb\(13, 14, 15\)/),
        expect.stringMatching(/^BUTTON\.MuiButton-root: .* \| rgb\(31, 32, 33\)$/),
      ]),
    );
  });
});
