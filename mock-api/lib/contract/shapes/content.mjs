// The shapes of the institute's content calls: the inquiries of people who cannot log in (routes/inquiries.mjs),
// the meeting minutes (routes/minutes.mjs) and the news feed (routes/news-feed.mjs).
import { INQUIRY_MESSAGE_MAX, MEMBER_NUMBER_MAX, TEXT_MAX } from '../../constants.mjs';
import { MINUTES_COMMITTEES, MINUTES_LIMITS } from '../../../../src/domain/minutesRules.mjs';
import { NEWS_AUDIENCE, NEWS_LIMITS } from '../../../../src/domain/newsRules.mjs';
import { byRoute, integer, named, nullable, object, text } from '../schemas.mjs';
import { uploadPart } from './uploads.mjs';

const STAMP = text({ description: 'ISO 8601, UTC.' });

// Inquiries ------------------------------------------------------------------------------------------------------

const INQUIRY_RULES = "400 '05' a field that is not text or a required one missing; 200 '02' with the rule's text otherwise";
/** POST inquiries: who asks, how to reach them, and what about (every field trimmed). */
export const INQUIRY_FORM = named('InquiryForm', byRoute(object(
  {
    name: text({ min: 1, max: TEXT_MAX.personName }),
    email: text({ min: 1, max: TEXT_MAX.email, format: 'email' }),
    phone: text({ max: TEXT_MAX.phone, description: 'Optional: an optional + and 9 to 15 digits (spaces and dashes ignored).' }),
    memberNo: text({ max: MEMBER_NUMBER_MAX, description: 'Optional.' }),
    subject: text({ min: 1, max: TEXT_MAX.subject }),
    message: text({ min: 1, max: INQUIRY_MESSAGE_MAX }),
  },
  { required: ['name', 'email', 'subject', 'message'] },
), `${INQUIRY_RULES}; a body that is no object reads as an empty form`));

/** An inquiry as the Inquiries screen lists it (status 1 open, 2 handled). */
export const INQUIRY = named('Inquiry', object(
  {
    inquiryId: integer({ min: 1 }), name: text(), email: text(), phone: text(), memberNo: text(), subject: text(), message: text(), createdAt: STAMP,
    status: integer({ description: '1 open, 2 handled.' }), handledBy: nullable(text()), handledAt: nullable(STAMP), note: text(),
  },
  { required: ['inquiryId', 'name', 'email', 'subject', 'message', 'createdAt', 'status'] },
));

/** PUT para/inquiries: marks an inquiry handled, with an optional note. */
export const INQUIRY_HANDLED_FORM = named('InquiryHandled', byRoute(object(
  {
    inquiryId: byRoute({ ...integer({ min: 1 }), description: 'Digits as text are taken too.' }, "200 '02' 'Inquiry not found'"),
    status: byRoute({ ...integer(), description: 'Only 2 (handled); digits as text are taken too.' }, "200 '02' 'Only status 2 (handled) can be set'"),
    note: byRoute(text({ max: TEXT_MAX.note, description: 'Left out: the stored note stays.' }), "not text: 400 '05'; longer: 200 '02'"),
  },
  { required: ['inquiryId', 'status'] },
), "a body that is no object reads as an empty one ('02' 'Inquiry not found')", ['type']));

// Meeting minutes ------------------------------------------------------------------------------------------------

/** A row of the minutes list (lib/content/minutes.mjs minutesView). */
export const MINUTES = named('MeetingMinutes', object(
  {
    minutesId: integer({ min: 1 }), title: text(), committee: text({ values: MINUTES_COMMITTEES }), meetingDate: text({ format: 'date' }),
    fileId: integer({ min: 1 }), fileName: text(), uploadedAt: STAMP, uploadedBy: text(),
  },
  { required: ['minutesId', 'title', 'committee', 'meetingDate', 'fileId', 'fileName', 'uploadedAt', 'uploadedBy'] },
));

/** The upload form (multipart): the details, each checked by src/domain/minutesRules.mjs, and the PDF. */
export const MINUTES_FORM = named('MeetingMinutesForm', byRoute(object(
  {
    title: text({ min: MINUTES_LIMITS.titleMin, max: MINUTES_LIMITS.titleMax, description: 'Trimmed.' }),
    committee: text({ values: MINUTES_COMMITTEES }),
    meetingDate: text({ format: 'date', description: 'YYYY-MM-DD, not after today (Sri Lanka time).' }),
    file: uploadPart('The signed minutes; on update, left out keeps the stored one.'),
  },
  { required: ['title', 'committee', 'meetingDate'] },
), "200 '02' with problems by field (a detail: 'Minutes have not been saved'; the file alone: the file's text)"));

// News feed ------------------------------------------------------------------------------------------------------

const AUDIENCES = Object.values(NEWS_AUDIENCE);
const NEWS_FIELDS = {
  newsId: integer({ min: 1 }), title: text(), body: text(), audience: text({ values: AUDIENCES }), audienceName: text(), publishedAt: STAMP,
  updatedAt: STAMP, updatedBy: text(),
};
/** A news item as the staff list gets it (with who posted it). */
export const NEWS_ITEM = named('NewsItem', object({ ...NEWS_FIELDS, createdBy: text() }, { required: ['newsId', 'title', 'body', 'audience', 'audienceName', 'publishedAt', 'createdBy'] }));
/** A news item as the readers' feed gets it (who posted it stays with the staff). */
export const FEED_ITEM = named('FeedItem', object(NEWS_FIELDS, { required: ['newsId', 'title', 'body', 'audience', 'audienceName', 'publishedAt'] }));

const NEWS_RULE = "200 '02' with problems by field (anything but text counts as empty)";
/** The "Post news" form (a correction takes the same). */
export const NEWS_FORM = named('NewsForm', object(
  {
    title: byRoute(text({ min: NEWS_LIMITS.titleMin, max: NEWS_LIMITS.titleMax, description: 'Trimmed.' }), NEWS_RULE),
    body: byRoute(text({ min: NEWS_LIMITS.bodyMin, max: NEWS_LIMITS.bodyMax, description: 'Trimmed; inner line breaks kept.' }), NEWS_RULE),
    audience: byRoute(text({ values: AUDIENCES }), NEWS_RULE),
  },
  { required: ['title', 'body', 'audience'] },
));
