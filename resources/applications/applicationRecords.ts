/**
 * An applicant's three record lists as staff read them (spec §7: GET application/employeeDetails,
 * accadamicQualification, professionalDetails/{userId}): the member declarations' columns and
 * texts over the application endpoints, read-only. Derived, never copied.
 */
import { number, type AnyResource } from '../../src/framework/declare';
import { academic, employment, professional } from '../memberRecords';

const applicationVariant = (own: AnyResource, list: `GET ${string}/{userId}`): AnyResource => ({
  ...own,
  name: `${own.name}Application`,
  fields: { ...own.fields, userId: number({ readOnly: true, hideOnShow: true }) },
  list: own.list && { ...own.list, rowActions: [], actionWhen: {}, canCreate: false },
  api: { dialect: own.api.dialect, list },
});

export const employmentApplication = applicationVariant(employment, 'GET application/employeeDetails/{userId}');
export const academicApplication = applicationVariant(academic, 'GET application/accadamicQualification/{userId}');
export const professionalApplication = applicationVariant(professional, 'GET application/professionalDetails/{userId}');

/** The tables by record kind, as MemberRecordTables takes them. */
export const APPLICATION_RECORDS = {
  employment: employmentApplication,
  academic: academicApplication,
  professional: professionalApplication,
} as const;
