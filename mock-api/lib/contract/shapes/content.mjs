// The shapes of the institute's content calls: the inquiries of people who cannot log in (routes/inquiries.mjs),
// the meeting minutes (routes/minutes.mjs) and the news feed (routes/news-feed.mjs).
import { INQUIRY_MESSAGE_MAX, MEMBER_NUMBER_MAX, TEXT_MAX } from '../../constants.mjs';
import { byRoute, integer, named, nullable, object, text } from '../schemas.mjs';

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
