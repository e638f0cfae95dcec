// 25 "trouble logging in" inquiries: the older ones handled, the newest open, so the table pages. A larger
// seed (for trials at scale) has more, each 25 a repeat of the first 25's dates and states.
import { isoAfter } from './dates.mjs';
import { mobileAt, personAt } from './names.mjs';

export const SEED_INQUIRY_COUNT = 25;

const TOPICS = [
  ['Cannot log in', 'I enter my e-mail and password but the portal says Invalid Credentials.'],
  ['Account locked', 'My account says I have exceeded the login attempts. How do I unlock it?'],
  ['No reset code received', 'I asked for a password reset code twice but no e-mail arrived.'],
  ['Changed my e-mail address', 'I no longer use the e-mail address registered with the institute.'],
  ['Account awaiting authorization', 'I registered last week and my account is still awaiting authorization.'],
  ['Renewal payment not shown', 'I paid my renewal fee by bank deposit but cannot log in to upload the slip.'],
  ['Member number unknown', 'I am a member but do not know my member number to register online.'],
];

const emailOf = (firstName, lastName) => `${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '') + '@mail.example.lk';

const inquiryRow = (k) => {
  const inquiryId = k + 1;
  const { firstName, lastName } = personAt(k + 7);
  const [subject, message] = TOPICS[k % TOPICS.length];
  const place = k % SEED_INQUIRY_COUNT;
  const handled = place < 18 && k % 3 !== 2;
  return {
    id: inquiryId,
    inquiryId,
    name: `${firstName} ${lastName}`,
    email: emailOf(firstName, lastName),
    phone: mobileAt(k + 40),
    memberNo: k % 3 === 0 ? `M${String((k % 31) + 1).padStart(4, '0')}` : '',
    subject,
    message,
    createdAt: isoAfter('2026-06-01', place * 3, 8 + (k % 9)),
    status: handled ? 2 : 1,
    handledBy: handled ? 'admin@example.org' : null,
    handledAt: handled ? isoAfter('2026-06-01', place * 3 + 1, 10) : null,
    note: handled ? 'Replied by e-mail with the steps to follow.' : '',
  };
};

/** `count` inquiries from the `from`-th (0-based; ids from from + 1). */
export const inquiryRows = ({ from = 0, count = SEED_INQUIRY_COUNT } = {}) => Array.from({ length: count }, (_, n) => inquiryRow(from + n));
