/**
 * lib/storage/row-stamps.mjs, lib/storage/row-memo.mjs and lib/storage/sorted-orders.mjs: after a change, a list re-derives only the rows
 * that changed and its sorted orders are patched, and what it answers is what a full rebuild and sort would answer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { moveEpoch, stampRows, clockNow, epochNow } from '../../mock-api/lib/storage/row-stamps.mjs';
import { mapRows } from '../../mock-api/lib/storage/row-memo.mjs';
import { follows, sortCounts, sortedBy, sortedOrder } from '../../mock-api/lib/storage/sorted-orders.mjs';
import { updateWhere } from '../../mock-api/lib/storage/changes.mjs';
import { as, startApi, tokenOf } from './helpers.mjs';

/** mulberry32: the same "random" edits on every run, so a failure reproduces. */
function randomOf(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const now = () => ({ clock: clockNow(), epoch: epochNow() });

describe('mapRows', () => {
  const derive = (row) => ({ ...row, shown: `#${row.n}` });

  it('gives the same derived object for a row not changed since, a new one for a stamped row', () => {
    const rows = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const first = mapRows(rows, derive);
    rows[1].n = 20;
    stampRows([rows[1]]);
    const second = mapRows(rows, derive);
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1].shown).toBe('#20');
  });

  it('makes every row again when the epoch moves or what inputsOf names changes', () => {
    const rows = [{ n: 1 }, { n: 2 }];
    let input = 'a';
    const options = { key: {}, inputsOf: () => input };
    const first = mapRows(rows, derive, options);
    expect(mapRows(rows, derive, options)[0]).toBe(first[0]);
    input = 'b';
    const second = mapRows(rows, derive, options);
    expect(second[0]).not.toBe(first[0]);
    moveEpoch();
    expect(mapRows(rows, derive, options)[1]).not.toBe(second[1]);
  });
});

describe('patched sorted orders', () => {
  const NAMES = ['Perera', 'silva', 'Silva', 'Fernando', 'de Silva', '', null, 'Bandara', 'perera 2', 'Perera 10'];

  it('equal a full sort through random edits, additions, removals and re-derivations', () => {
    const random = randomOf(2026);
    const pick = (items) => items[Math.floor(random() * items.length)];
    const source = Array.from({ length: 400 }, (_, n) => ({ n, name: pick(NAMES), score: Math.floor(random() * 50), city: { label: pick(['Kandy', 'Galle', '']) } }));
    const derive = (row) => ({ ...row });
    const key = {};
    const sorts = ['name', 'score', 'city'].flatMap((column) => ['asc', 'desc'].map((direction) => ({ column, direction })));
    // Two lists over the same rows: one derives its rows (lib/storage/row-memo.mjs), one passes the stored rows through.
    const lists = [() => mapRows(source, derive, { key }), () => [...source]].map((build) => ({ build, rows: build(), since: now() }));
    for (const list of lists) for (const sort of sorts) sortedOrder(list.rows, sort);
    const before = { ...sortCounts };
    for (let round = 0; round < 60; round += 1) {
      for (let edit = 0; edit < 1 + Math.floor(random() * 6); edit += 1) {
        const roll = random();
        if (roll < 0.6) {
          const row = pick(source);
          row[pick(['name', 'score', 'city'])] = pick([pick(NAMES), Math.floor(random() * 50), { label: pick(['Kandy', 'Matara']) }]);
          stampRows([row]);
        } else if (roll < 0.8) {
          const row = { n: 1000 + round * 10 + edit, name: pick(NAMES), score: 7, city: { label: 'Kandy' } };
          source.push(row);
          stampRows([row]);
        } else source.splice(Math.floor(random() * source.length), 1);
      }
      for (const list of lists) {
        const previous = list.rows;
        list.rows = list.build();
        follows(list.rows, previous, list.since);
        list.since = now();
        for (const sort of sorts) expect(sortedOrder(list.rows, sort)).toEqual(sortedBy(list.rows, sort));
      }
    }
    expect(sortCounts.patched - before.patched).toBeGreaterThan(600); // of 720
  });

  it('sorts in full when the rows follow nothing, or the epoch moved since', () => {
    const rows = [{ name: 'b' }, { name: 'a' }];
    const before = { ...sortCounts };
    sortedOrder(rows, { column: 'name', direction: 'asc' });
    const since = now();
    moveEpoch();
    const next = [...rows];
    follows(next, rows, since);
    expect(sortedOrder(next, { column: 'name', direction: 'asc' }).map((row) => row.name)).toEqual(['a', 'b']);
    expect(sortCounts.full - before.full).toBe(2);
    expect(sortCounts.patched).toBe(before.patched);
  });
});

describe('a staff list through the API after a change', () => {
  const api = startApi();
  afterAll(() => api.cleanup());

  it('shows an edited member at its new place, patched, not sorted again', async () => {
    const admin = as(api.request, await tokenOf(api.request, 'admin'));
    const page = async () => (await admin.get('/api/usermanagement/members?sortColumn=fullName&sortDirection=asc&perPage=3')).body.data.map((row) => row.fullName);
    const first = await page();
    const member = api.db.get('members').value().at(-1);
    updateWhere(api.db, 'members', { memberID: member.memberID }, { fullName: 'Aaaa First In Line' });
    const before = { ...sortCounts };
    expect(await page()).toEqual(['Aaaa First In Line', ...first.slice(0, 2)]);
    expect(sortCounts.patched - before.patched).toBe(1);
    expect(sortCounts.full).toBe(before.full);
  });
});
