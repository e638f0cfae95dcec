import { defineResource, lookup, number, paged, select, text } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/**
 * The users behind the reusable status-filtered user select (spec §2 "Other"; GET usermanagement/get-all-usernames).
 * Users grow with the membership (11,000+ at 10,000 members), so the select's lookup is large: searched on the
 * server as the user types, never read whole.
 */
export const userNames = defineResource({
  name: 'userNames',
  title: msg('userSelect.label'),
  idField: 'userID',
  fields: { userID: number(), fullName: text(), username: text(), email: text() },
  api: paged({ list: 'GET usermanagement/get-all-usernames' }),
});

/** 'First Last (email)'; the user name stands in for a missing e-mail address. */
export const userLabel = (user: Readonly<Record<string, unknown>>): string =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ')} (${String(user.email ?? user.username ?? '')})`;

/** The select itself: a user by id, by name; the page adds the status it lists (`filter`). */
export const userSelect = select({
  label: msg('userSelect.label'),
  choices: lookup(userNames.name, 'userID', 'fullName', { large: true, optionLabel: userLabel }),
});
