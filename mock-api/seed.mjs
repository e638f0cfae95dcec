// The deterministic seed of db.json: no randomness, no clock. Same input, byte-identical file.
import { globalDetails, userStatuses } from './seed/globals.mjs';
import { menuRows } from './seed/menus.mjs';
import { roleRows } from './seed/roles.mjs';
import { memberRows, userRows } from './seed/people.mjs';
import { academicRows, employmentRows, professionalRows } from './seed/records.mjs';
import { companies, memberTypes, titles, universities } from './seed/lookups.mjs';

const DEMO_MEMBER_USER_ID = 3;

export function buildSeed() {
  const users = userRows();
  return {
    globaldetails: globalDetails(),
    menus: menuRows(),
    roles: roleRows(),
    userStatuses: userStatuses(),
    users,
    members: memberRows(users),
    employment: employmentRows(DEMO_MEMBER_USER_ID),
    academic: academicRows(DEMO_MEMBER_USER_ID),
    professional: professionalRows(DEMO_MEMBER_USER_ID),
    memberTypes: memberTypes(),
    titles: titles(),
    companies: companies(),
    universities: universities(),
    outbox: [],
    otps: [],
  };
}
