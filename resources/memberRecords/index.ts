/** The member declarations: records, change requests, profile, their lookups, and the staff's approval queue. */
import { academic, academicStaff } from './academic';
import { approvalQueue } from './approvalQueue';
import { changeRequests } from './changeRequests';
import { employment, employmentStaff } from './employment';
import { companies, memberTypes, universities } from './lookups';
import { memberProfile } from './memberProfile';
import { professional, professionalStaff } from './professional';

export { academic, academicStaff, approvalQueue, changeRequests, employment, employmentStaff, memberProfile, professional, professionalStaff };

export const memberRecords = [
  employment,
  academic,
  professional,
  employmentStaff,
  academicStaff,
  professionalStaff,
  changeRequests,
  memberProfile,
  approvalQueue,
  companies,
  universities,
  memberTypes,
];
