/**
 * The declaration language stays explained: every option of its types carries a doc comment (what the editor shows
 * on hover), every factory a comment and an `@param` per parameter, and docs/declarations.md has a row for each
 * option under its type's heading and names each factory. The options are read from the source, so a new one fails
 * here until it has its comment and its row.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRegistry } from '../../../src/framework/declare';
import { declarationFactories, declarationOptions, type Option } from './declarationOptions';
import { venues } from './venuesExample';

const options = declarationOptions();
const factories = declarationFactories();
const reference = readFileSync('docs/declarations.md', 'utf8');

/** The text under each heading that names a type in backticks (e.g. "### `ListSpec`"), by type; a type may have several. */
const sectionsByType = (markdown: string): Map<string, string> => {
  const sections = new Map<string, string>();
  for (const section of markdown.split(/^(?=#{1,6} )/m)) {
    const type = /^#{1,6} [^\n`]*`([A-Za-z]+)`/.exec(section)?.[1];
    if (type) sections.set(type, (sections.get(type) ?? '') + section);
  }
  return sections;
};

const sections = sectionsByType(reference);
const rowOf = (option: Option) => `| \`${option.path}\` |`;
const named = (option: Option) => `${option.owner}.${option.path}`;

describe('the declaration language', () => {
  it('is read from the source (the types its declarations start from)', () => {
    const all = options.map(named);
    for (const known of ['ResourceDeclaration.idField', 'ResourceDeclaration.notify.created', 'ListSpec.columns', 'DialogSpec.title', 'FieldBase.required', 'TextFieldDef.maxLength', 'StatusFieldDef.tones', 'ApiOptions.multipart', 'DecisionOptions.texts', 'MasterField.format'])
      expect(all).toContain(known);
    expect(factories.map((f) => f.name)).toEqual(expect.arrayContaining(['text', 'number', 'date', 'select', 'status', 'multiline', 'lookup', 'paged', 'userList', 'para', 'simpleRest', 'defineResource', 'decisionActions']));
  });

  it('gives every option a doc comment', () => {
    expect(options.filter((o) => !o.doc).map(named)).toEqual([]);
  });

  it('gives every factory a doc comment and each of its parameters an @param line', () => {
    expect(factories.filter((f) => !f.doc).map((f) => f.name)).toEqual([]);
    expect(factories.flatMap((f) => f.undocumentedParams.map((p) => `${f.name}(${p})`))).toEqual([]);
  });

  it('has a row in docs/declarations.md for every option, under a heading naming its type', () => {
    expect(options.filter((o) => !sections.get(o.owner)?.includes(rowOf(o))).map(named)).toEqual([]);
  });

  it('names every factory in docs/declarations.md', () => {
    expect(factories.filter((f) => !reference.includes(`\`${f.name}(`)).map((f) => f.name)).toEqual([]);
  });

  it('lists no option the types no longer have', () => {
    const current = new Set(options.map(named));
    const owners = new Set(options.map((o) => o.owner));
    const listed = [...sections]
      .filter(([type]) => owners.has(type))
      .flatMap(([type, text]) => [...text.matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => `${type}.${m[1]}`));
    expect(listed.filter((entry) => !current.has(entry))).toEqual([]);
  });

  it('shows the worked example as tsc checks it, and the example passes the start-up checks', () => {
    const source = readFileSync('tests/unit/framework/venuesExample.ts', 'utf8');
    // the docs import as a file under resources/ does
    const example = source.split('// example:start\n')[1].split('// example:end')[0].trim().replace("'../../../src/framework/declare'", "'../src/framework/declare'");
    expect(reference).toContain(`\`\`\`ts\n${example}\n\`\`\``);
    expect(checkRegistry([venues])).toEqual([]);
  });
});
