// The shapes of the small administration calls: the activity log (routes/activity-log.mjs), the global details
// and the institute's identity (routes/global-details.mjs), the lookups (routes/lookups.mjs) and the mail outbox
// (routes/outbox.mjs).
import { INSTITUTE_IDENTITY_FIELDS } from '../../../../src/domain/instituteIdentity.mjs';
import { GLOBAL_TEXT_FIELDS, GLOBAL_WHOLE_NUMBER_FIELDS } from '../../global-details-rules.mjs';
import { TEXT_MAX } from '../../constants.mjs';
import { byRoute, integer, named, nullable, object, text } from '../schemas.mjs';

const STAMP = text({ description: 'ISO 8601, UTC.' });

/** One entry of the activity log (lib/activity.mjs): repeated failures are one entry with a count. */
export const ACTIVITY_ENTRY = named('ActivityEntry', object(
  {
    id: integer({ min: 1 }),
    at: STAMP,
    userId: nullable(integer({ min: 1 })),
    username: text(),
    action: text(),
    entity: text(),
    recordId: nullable({ type: ['integer', 'string'] }),
    detail: text(),
    count: integer({ min: 1, description: 'Repeats folded into this entry.' }),
    lastAt: STAMP,
  },
  { required: ['id', 'at', 'username', 'action', 'entity', 'detail'] },
));

/** A mail the API would have sent (lib/outbox.mjs). */
export const OUTBOX_MAIL = named('OutboxMail', object({ id: integer({ min: 1 }), to: text(), subject: text(), body: text(), sentAt: STAMP }, { required: ['id', 'to', 'subject', 'body', 'sentAt'] }));

/** The few global details every visitor sees (src/domain/instituteIdentity.mjs): each text, '' when unset. */
export const INSTITUTE_IDENTITY = named('InstituteIdentity', object(Object.fromEntries(INSTITUTE_IDENTITY_FIELDS.map((field) => [field, text()])), { required: [...INSTITUTE_IDENTITY_FIELDS], closed: true }));

/** Record 3 of the global details (spec §3), as the Global Details screen reads it. */
export const GLOBAL_DETAILS = named('GlobalDetails', object(
  {
    ...Object.fromEntries(GLOBAL_TEXT_FIELDS.map((field) => [field, text()])),
    ...Object.fromEntries(Object.entries(GLOBAL_WHOLE_NUMBER_FIELDS).map(([field, rule]) => [field, integer({ min: rule.min, max: rule.max })])),
  },
  { required: ['frontURL', 'coreURL', 'userLoginAttempts', 'userExpirationDays'] },
));

const ANSWERED = "200 '02' with the rule's text";
/** PUT para/globaldetails: the fields to change (others keep their value); every rule answers '02' with its text. */
export const GLOBAL_DETAILS_FORM = named('GlobalDetailsForm', object(
  {
    gid: byRoute(text({ values: ['3'], description: 'Always 3 (the number 3 is taken too).' }), ANSWERED),
    ...Object.fromEntries(GLOBAL_TEXT_FIELDS.map((field) => [field, byRoute(text({ max: TEXT_MAX.setting }), ANSWERED)])),
    ...Object.fromEntries(Object.entries(GLOBAL_WHOLE_NUMBER_FIELDS).map(([field, rule]) => [field, byRoute(integer({ min: rule.min, max: rule.max, description: 'Digits as text are taken too.' }), ANSWERED)])),
  },
  { required: ['gid'] },
));

/** One row of a stored lookup (member types, titles, companies, universities): as stored. */
export const LOOKUP_ROW = named('LookupRow', object({}, { description: 'A row of the lookup as the institute stores it.' }));
