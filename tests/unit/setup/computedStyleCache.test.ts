/** The computed-style cache of the jsdom setup (tests/setup/computedStyleCache.ts) answers what jsdom would, only faster. */
import { afterEach, describe, expect, it } from 'vitest';

const added: HTMLStyleElement[] = [];
afterEach(() => {
  added.splice(0).forEach((style) => style.remove());
  document.body.innerHTML = '';
});

const addSheet = (css: string): void => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
};

describe('computed style cache', () => {
  it('answers the same element twice from the cache while nothing changed', () => {
    document.body.innerHTML = '<p id="a">a</p>';
    const element = document.getElementById('a')!;
    expect(window.getComputedStyle(element)).toBe(window.getComputedStyle(element));
  });

  it('follows every change of the document: classes, inline styles, ancestors, new sheets, removed elements', () => {
    addSheet('.gone { display: none; } .quiet { visibility: hidden; }');
    document.body.innerHTML = '<div id="outer"><span id="inner">x</span></div>';
    const outer = document.getElementById('outer')!;
    const inner = document.getElementById('inner')!;
    const first = window.getComputedStyle(inner);
    expect(first.visibility).toBe('visible');

    outer.className = 'quiet'; // an ancestor's class: the inherited visibility changes
    expect(window.getComputedStyle(inner).visibility).toBe('hidden');

    inner.className = 'gone';
    expect(window.getComputedStyle(inner).display).toBe('none');

    inner.style.display = 'inline-block';
    expect(window.getComputedStyle(inner).display).toBe('inline-block');

    addSheet('#outer { visibility: visible !important; }');
    expect(window.getComputedStyle(inner).visibility).toBe('visible');

    inner.removeAttribute('style');
    expect(window.getComputedStyle(inner).display).toBe('none');
    expect(window.getComputedStyle(inner)).not.toBe(first);
  });
});
