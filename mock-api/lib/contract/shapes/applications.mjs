// The shapes of the staff's application calls (routes/applications.mjs): the applications table's row, the
// decision's comment and the application PDF. Record and payment rows are described by their own route files.
import { APPLICANT_FIELD_MAX, APPLICATION_STATUS } from '../../../../src/domain/applicationRules.mjs';
import { STATUS_CODE } from '../../constants.mjs';
import { envelope, integer, named, nullable, object, text } from '../schemas.mjs';

/** A row of the applications table (spec §2 "Approve Applications"). */
export const APPLICATION_ROW = named('ApplicationRow', object(
  {
    id: integer({ min: 1 }),
    applicationId: integer({ min: 1 }),
    nic: nullable(text()),
    title: nullable(text()),
    firstName: text(),
    lastName: text(),
    mobilName: nullable(text({ description: 'The mobile number (the spec\'s spelling).' })),
    Email: text(),
    createdDate: text(),
    statusName: text(),
    status: integer({ description: `The application status (${Object.values(APPLICATION_STATUS).join(', ')}).` }),
    userId: integer({ min: 1 }),
  },
  { required: ['id', 'applicationId', 'firstName', 'lastName', 'Email', 'statusName', 'status', 'userId'] },
));

/** The decision's body: a comment, optional to approve (the reason is required to reject: the route's '02'). */
export const DECISION_BODY = object({ comment: nullable(text({ max: APPLICANT_FIELD_MAX.comment })) });

/** The application PDF as JSON: its name and its bytes in base64. */
export const APPLICATION_PDF = named('ApplicationPdf', object(
  {
    statusCode: text({ values: [STATUS_CODE.OK] }),
    status: text(),
    fileName: text({ description: '"{first name} {last name} Application Details.pdf"' }),
    pdf: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/pdf' },
  },
  { required: ['statusCode', 'status', 'fileName', 'pdf'] },
));

export const FAILED = envelope([STATUS_CODE.FAILED], {}, { message: true });

/** A council member a reviewer may be chosen from. */
export const COUNCIL_MEMBER = object({ userId: integer({ min: 1 }), name: text(), username: text() }, { required: ['userId', 'name', 'username'] });

/** A council review row (routes/council.mjs reviewRow). */
export const REVIEW_ROW = named('CouncilReview', object(
  {
    reviewId: integer({ min: 1 }),
    applicationId: integer({ min: 1 }),
    applicantUserId: integer({ min: 1 }),
    reviewerUserId: integer({ min: 1 }),
    reviewerName: text(),
    assignedAt: text(),
    recommendation: nullable(text()),
    comment: text(),
    reviewedAt: nullable(text()),
    applicantName: text(),
    nic: nullable(text()),
    memberTypeName: nullable(text()),
    applicationStatusName: text(),
  },
  { required: ['reviewId', 'applicationId', 'reviewerUserId', 'recommendation', 'applicantName', 'applicationStatusName'] },
));
