// The timed tables' data dir: the seed of SCALE_E2E_MEMBERS members (10,000 unless told) and as many sent mails,
// so the mail outbox pages like the other tables (the seed itself sends none). Written to MOCK_API_DATA_DIR in one
// go: npm test runs it at its start, beside the type check and the build; scale-10k.e2e.ts when run alone.
import { dataDirFrom } from '../../../mock-api/lib/storage/paths.mjs';
import { writeSeed } from '../../../mock-api/seed/data-dir.mjs';
import { buildSeed } from '../../../mock-api/seed.mjs';
import { SCALE_MEMBERS } from '../parts.mjs';

const SUBJECTS = ['Your membership renewal', 'Your CPD registration', 'Event registration', 'Payment received'];

/** `count` sent mails after the outbox's `start` rows, one every 45 minutes from 1 January 2026, to the seed's members. */
const sentMails = (count, start) =>
  Array.from({ length: count }, (_, i) => ({
    id: start + i + 1,
    to: `user${1001 + (i % Math.max(1, count - 151))}@example.org`,
    subject: SUBJECTS[i % SUBJECTS.length],
    body: `Dear member, this is message ${i + 1}.`,
    sentAt: new Date(Date.UTC(2026, 0, 1) + i * 45 * 60_000).toISOString(),
  }));

// Never the API's own data dir (mock-api/data): a developer's data is not overwritten by test data.
if (!process.env.MOCK_API_DATA_DIR) {
  console.error('scaleSeed.mjs: MOCK_API_DATA_DIR must name the data dir to seed; nothing was written.');
  process.exit(2);
}
const seed = buildSeed({ members: SCALE_MEMBERS });
seed.outbox = seed.outbox.concat(sentMails(SCALE_MEMBERS, seed.outbox.length));
writeSeed(dataDirFrom(process.env), undefined, seed);
