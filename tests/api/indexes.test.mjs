/** lib/storage/indexes.mjs: lookups by key stay right through every kind of change, and an edit does not rebuild them. */
import { afterAll, describe, expect, it } from 'vitest';
import { findUserById, findUserByUsername } from '../../mock-api/lib/users/users.mjs';
import { memberOfUser } from '../../mock-api/lib/members/members.mjs';
import { insertRow, removeWhere, replaceCollection, rowSetVersionOf, saveRows, updateWhere, versionOf } from '../../mock-api/lib/storage/changes.mjs';
import { nextId } from '../../mock-api/lib/storage/ids.mjs';
import { startApi } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const { db } = api;

describe('lookups by key (indexBy)', () => {
  it('an edit in place moves the version, not the row set, and the lookup answers the edited row', () => {
    const member = db.get('members').value()[0];
    expect(memberOfUser(db, member.userid)).toBe(member);
    const [version, rowSet] = [versionOf(db, 'members'), rowSetVersionOf(db, 'members')];
    updateWhere(db, 'members', { memberID: member.memberID }, { addressCity: 'Galle' });
    expect(versionOf(db, 'members')).toBe(version + 1);
    expect(rowSetVersionOf(db, 'members')).toBe(rowSet);
    expect(memberOfUser(db, member.userid).addressCity).toBe('Galle');
  });

  it('a key changed in place is found under its new key and no longer under the old one', () => {
    const user = db.get('users').value()[1];
    const old = user.username;
    expect(findUserByUsername(db, old)).toBe(user);
    updateWhere(db, 'users', { userID: user.userID }, { username: 'renamed.person@example.org' });
    expect(findUserByUsername(db, 'renamed.person@example.org')).toBe(user);
    expect(findUserByUsername(db, old)).toBeUndefined();
    updateWhere(db, 'users', { userID: user.userID }, { username: old });
  });

  it('inserted rows are found, removed rows are not, a row pushed and saved without insertRow is found', () => {
    const inserted = insertRow(db, 'users', { userID: 990001, username: 'new.person@example.org' });
    expect(findUserById(db, 990001)).toBe(inserted);
    const pushed = { id: 'pushed-1', userID: 990002, username: 'pushed.person@example.org' };
    db.get('users').value().push(pushed);
    saveRows(db, 'users', pushed);
    expect(findUserById(db, 990002)).toBe(pushed);
    removeWhere(db, 'users', (row) => row.userID >= 990001);
    expect(findUserById(db, 990001)).toBeUndefined();
    expect(findUserById(db, 990002)).toBeUndefined();
  });
});

describe('next ids (nextId) over a growing collection', () => {
  it('are above rows appended with their own id, after removals, and above a replaced collection', () => {
    const first = nextId(db, 'newsFeed');
    insertRow(db, 'newsFeed', { id: first + 50, title: 'Given its own id' });
    expect(nextId(db, 'newsFeed')).toBe(first + 51);
    removeWhere(db, 'newsFeed', { id: first + 50 });
    expect(nextId(db, 'newsFeed'), 'never reused').toBe(first + 52);
    const rows = db.get('newsFeed').value();
    replaceCollection(db, 'newsFeed', [...rows, { id: first + 900, title: 'Replaced' }]);
    expect(nextId(db, 'newsFeed')).toBe(first + 901);
    // a row appended after a removal in the middle is still seen
    removeWhere(db, 'newsFeed', { id: rows[0].id });
    const pushed = { id: first + 2000, title: 'Pushed' };
    db.get('newsFeed').value().push(pushed);
    saveRows(db, 'newsFeed', pushed);
    expect(nextId(db, 'newsFeed')).toBe(first + 2001);
  });
});
