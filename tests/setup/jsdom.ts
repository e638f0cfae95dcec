import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { indexStyleRules } from './styleRuleIndex';
import { skipOwnerStacks } from './reactOwnerStacks';
import { insertStylesAsRules } from './emotionSpeedy';
import { cacheComputedStyles } from './computedStyleCache';
import { forgetInstituteIdentity } from '../../src/ui/identity/instituteIdentity';

// emotion's rules kept in a few sheets, not one <style> element each (see emotionSpeedy.ts)
insertStylesAsRules();

// computed styles testing each element only against the rules filed under its classes and type (see styleRuleIndex.ts)
indexStyleRules();
// and each element's computed style kept while jsdom keeps its cascade (see computedStyleCache.ts)
cacheComputedStyles();

// no Error per created element for React's owner stacks (see reactOwnerStacks.ts)
skipOwnerStacks();

// Files of the shared project run one after another in one jsdom: each starts with empty storage, as it would alone.
localStorage.clear();
sessionStorage.clear();
// and with the page load's state: the institute's identity is fetched once per page load
forgetInstituteIdentity();

// findBy/waitFor wait up to 5 s (default 1 s): react-admin screens in jsdom render slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // A spy (vi.spyOn) lasts one test: the files of the shared project spy on the app's modules and objects
  // (the http client, saveAs), which the next file in the same module graph must find as they were.
  vi.restoreAllMocks();
});

// A page a file loaded lazily (a route's loader, a preload) may still be on its way when the file ends: vitest then
// refuses the rest of that import as the file's environment goes, and the next file of the shared graph to import
// the same page meets that refusal. Every file waits for its imports.
afterAll(() => vi.dynamicImportSettled());
