/** The member self-service declarations (issue 8): records, change requests, profile, their lookups. */
import { academic, academicStaff } from './academic';
import { changeRequests } from './changeRequests';
import { employment, employmentStaff } from './employment';
import { companies, memberTypes, universities } from './lookups';
import { memberProfile } from './memberProfile';
import { professional, professionalStaff } from './professional';

export { academic, academicStaff, changeRequests, employment, employmentStaff, memberProfile, professional, professionalStaff };

export const memberRecords = [
  employment,
  academic,
  professional,
  employmentStaff,
  academicStaff,
  professionalStaff,
  changeRequests,
  memberProfile,
  companies,
  universities,
  memberTypes,
];
