import { describe, expect, it } from 'vitest';
import { cardLines } from '../../../src/framework/display/cardLines';
import { giveWayOrder, identityFields, keepsOnOneLine } from '../../../src/framework/display/listColumns';
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

const withList = (list: { columns: readonly Name[]; card?: CardSpec<Name> }, recordTitle?: Name) =>
  defineResource({ name: 'things', title: 'Things', idField: 'id', recordTitle, fields, list, api: paged({ list: 'GET things' }) });

describe("a row's identity fields: always on its card, never left out of or wrapped in its table", () => {
  it('adds identity fields no card line names to the secondary line', () => {
    const lines = cardLines(withList({ columns: ['id', 'name', 'note', 'state'], card: { primary: 'name', secondary: 'at' } }, 'note'));
    expect(lines).toEqual({ primary: ['name'], secondary: ['at', 'note'], tertiary: 'state', labelled: false });
  });

  it("defaults to the record's title field (when a column) and the card's primary line", () => {
    const resource = withList({ columns: ['id', 'name', 'note', 'at'], card: { primary: 'name', secondary: 'at' } }, 'note');
    expect(identityFields(resource)).toEqual(['note', 'name']);
    expect(cardLines(resource).secondary).toEqual(['at', 'note']);
    expect(identityFields(withList({ columns: ['id', 'name'] }, 'note'))).toEqual(['id']);
  });

  it('gives way from the last column that is neither identity nor status; identity never', () => {
    expect(giveWayOrder(withList({ columns: ['id', 'name', 'note', 'state', 'at'] }))).toEqual(['at', 'note', 'name']);
    expect(giveWayOrder(withList({ columns: ['id', 'name', 'note', 'state', 'at'] }, 'note'))).toEqual(['at', 'name']);
  });

  it('keeps identity, date, money and status cells on one line', () => {
    const resource = withList({ columns: ['id', 'name', 'note', 'state', 'at'] }, 'note');
    expect(['id', 'name', 'note', 'state', 'at'].filter((name) => keepsOnOneLine(resource, name))).toEqual(['id', 'note', 'state', 'at']);
  });
});
