import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import { formatDateTime } from '../../framework';
import type { Detail } from '../../ui/DetailGrid';
import type { ApplicantDetails } from './applicationTypes';
import { phoneText } from '../../domain/phoneNumbers.mjs';

/** Every header field of the application (spec §2 "Applicant details"), as staff read it. */
export const applicantDetails = (a: ApplicantDetails): Detail[] => [
  { label: msg('applicationAdmin.applicationId'), value: a.applicationId },
  { label: msg('applicationAdmin.memberType'), value: a.memberTypeName },
  { label: msg('applicationAdmin.title'), value: a.title },
  { label: msg('applicationAdmin.firstName'), value: a.firstName },
  { label: msg('applicationAdmin.nameWithInitials'), value: a.nameWithInitials },
  { label: msg('applicationAdmin.lastName'), value: a.lastName },
  { label: msg('applicationAdmin.fullName'), value: a.fullName },
  { label: msg('applicationAdmin.nicNumber'), value: a.nicNumber },
  { label: msg('applicationAdmin.contactNumber'), value: phoneText(a.mobileNo) },
  { label: msg('applicationAdmin.dob'), value: wireDateToForm(a.dob) },
  { label: msg('applicationAdmin.email'), value: a.email },
  { label: msg('applicationAdmin.addressLine1'), value: a.addressNo },
  { label: msg('applicationAdmin.addressLine2'), value: a.addressSt },
  { label: msg('applicationAdmin.addressLine3'), value: a.addressCity },
  { label: msg('applicationAdmin.linkedin'), value: a.linkedin },
  { label: msg('applicationAdmin.whatsapp'), value: a.whatsapp },
  { label: msg('applicationAdmin.facebook'), value: a.facebook },
  { label: msg('applicationAdmin.instagram'), value: a.instagram },
  { label: msg('applicationAdmin.twitter'), value: a.twitter },
  { label: msg('applicationAdmin.submittedAt'), value: formatDateTime(a.submittedAt) },
  ...(a.memberNo ? [{ label: msg('applicationAdmin.memberNo'), value: a.memberNo }] : []),
  ...(a.decisionComment ? [{ label: msg('applicationAdmin.decisionComment'), value: a.decisionComment }] : []),
];

/** The application row's own status (the details call's `status` is the applicant's, spec §4). */
export const applicationStatusOf = (a: ApplicantDetails): number => Number(a.applicationStatus ?? a.status);

/** "{first name} {last name}", as the PDF's file name and the questions name the applicant. */
export const applicantName = (a: ApplicantDetails): string => [a.firstName, a.lastName].filter(Boolean).join(' ');
