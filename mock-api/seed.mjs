// The deterministic seed of db.json: no randomness, no clock. Same input, byte-identical file.
import { globalDetails, userStatuses } from './seed/globals.mjs';
import { menuRows } from './seed/menus.mjs';
import { roleRows } from './seed/roles.mjs';
import { memberRows, userRows } from './seed/people.mjs';
import { academicRows, employmentRows, professionalRows } from './seed/records.mjs';
import { companies, memberTypes, titles, universities } from './seed/lookups.mjs';
import { staffUserRows } from './seed/staff.mjs';
import { inquiryRows } from './seed/inquiries.mjs';
import { activityRows } from './seed/activity.mjs';

const DEMO_MEMBER_USER_ID = 3;

export function buildSeed() {
  const people = userRows();
  // Staff and the legacy account have no member record, even the legacy one with role 22.
  const users = [...people, ...staffUserRows()];
  return {
    globaldetails: globalDetails(),
    menus: menuRows(),
    roles: roleRows(),
    userStatuses: userStatuses(),
    users,
    members: memberRows(people),
    employment: employmentRows(DEMO_MEMBER_USER_ID),
    academic: academicRows(DEMO_MEMBER_USER_ID),
    professional: professionalRows(DEMO_MEMBER_USER_ID),
    memberTypes: memberTypes(),
    titles: titles(),
    companies: companies(),
    universities: universities(),
    menuBlocks: [],
    inquiries: inquiryRows(),
    activityLog: activityRows(),
    outbox: [],
    otps: [],
    sequences: [],
  };
}
