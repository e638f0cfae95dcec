import { describe, expect, it } from 'vitest';
import { cardLines } from '../../../src/framework/display/cardLines';
import { date, defineResource, number, paged, status, text, type CardSpec } from '../../../src/framework/declare';

const fields = { id: number(), name: text(), note: text(), state: status(), at: date() };
type Name = keyof typeof fields;

const declared = (columns: readonly Name[], card?: CardSpec<Name>) =>
  defineResource({ name: 'things', title: 'Things', idField: 'id', fields, list: { columns, card }, api: paged({ list: 'GET things' }) });

describe('cardLines: the lines of a row card on a phone', () => {
  it('defaults: the first column, the next one, and the first status column beside the primary', () => {
    expect(cardLines(declared(['id', 'name', 'state', 'at']))).toEqual({ primary: ['id'], secondary: ['name'], tertiary: 'state', labelled: false });
  });

  it('never puts a status on the text lines', () => {
    expect(cardLines(declared(['state', 'name', 'note']))).toEqual({ primary: ['name'], secondary: ['note'], tertiary: 'state', labelled: false });
  });

  it('takes the declared lines, a line of several fields, and keeps the default for what is not declared', () => {
    expect(cardLines(declared(['id', 'name', 'note', 'state'], { primary: 'name', secondary: ['note', 'at'] }))).toEqual({
      primary: ['name'],
      secondary: ['note', 'at'],
      tertiary: 'state',
      labelled: false,
    });
    expect(cardLines(declared(['id', 'name'], { primary: 'name' }))).toEqual({ primary: ['name'], secondary: ['id'], tertiary: undefined, labelled: false });
  });

  it('names the secondary values only when the card says so', () => {
    expect(cardLines(declared(['id', 'name', 'note'], { secondary: ['name', 'note'], labelled: true })).labelled).toBe(true);
  });
});
