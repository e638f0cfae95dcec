/**
 * jsdom keeps each element's cascade until the document changes, but every getComputedStyle call still builds a new
 * declaration: it copies every cascaded property and resolves the inherited ones and the colours again. Testing
 * Library asks for the same elements many times in one query (whether each is hidden, then again for each
 * accessible name), so a component test spent about a quarter of its time there. The answer is kept here for as
 * long as jsdom keeps its own cascade (the document's style cache, dropped on every change to the document and its
 * style sheets), so a test sees exactly what jsdom would have answered.
 */

import { implOf } from './jsdomImpl';

type DocumentImpl = { _styleCache: WeakMap<object, unknown> | null };

export function cacheComputedStyles(win: Window & typeof globalThis = window): void {
  const documentImpl = implOf<DocumentImpl>(win.document);
  if (!documentImpl || !('_styleCache' in documentImpl)) return;
  const compute = win.getComputedStyle.bind(win);
  /** jsdom's cascade cache the kept answers were computed under. */
  let keptUnder: DocumentImpl['_styleCache'] = null;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  win.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (pseudoElement || element.ownerDocument !== win.document) return compute(element, pseudoElement);
    const current = documentImpl._styleCache;
    if (current !== null && current === keptUnder) {
      const answer = kept.get(element);
      if (answer) return answer;
    } else {
      kept = new WeakMap();
    }
    const answer = compute(element);
    keptUnder = documentImpl._styleCache;
    kept.set(element, answer);
    return answer;
  };
}
