// `npm run reminders`: one run of the renewal reminders against the data dir (MOCK_API_DATA_DIR, default
// mock-api/data), as the API's timer and the administrator's "Run now" do; the mails go to the outbox. For demos
// and scripts, with the API stopped (one process per data dir). `-- --date YYYY-MM-DD` runs as if it were that
// Sri Lanka day (noon there), to show a step before its day comes.
import { createApp } from './app.mjs';
import { dataDirFrom } from './lib/storage/paths.mjs';
import { ConfigError } from './lib/auth/jwt-secret.mjs';
import { runReminders } from './lib/reminders/reminder-run.mjs';

const USAGE = 'Usage: npm run reminders [-- --date YYYY-MM-DD]';
const args = process.argv.slice(2);
const dateAt = args.findIndex((arg) => arg === '--date' || arg.startsWith('--date='));
const dateText = dateAt < 0 ? null : args[dateAt].includes('=') ? args[dateAt].split('=')[1] : args[dateAt + 1];
const known = args.length === 0 || (dateAt === 0 && args.length === (args[0].includes('=') ? 1 : 2));
const dayInstant = dateText && /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? Date.parse(`${dateText}T06:30:00Z`) : Number.NaN;
if (!known || (dateText !== null && Number.isNaN(dayInstant))) {
  console.error(`npm run reminders: ${dateText === null && known ? '' : `not understood: ${args.join(' ')}. `}${USAGE}`);
  process.exit(2);
}

const dataDir = dataDirFrom(process.env);
let api;
try {
  api = createApp({ dataDir, env: process.env, ...(dateText ? { now: () => dayInstant } : {}) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`npm run reminders: ${error.message}`);
  process.exit(1);
}
const ctx = { db: api.db, config: api.config, now: dateText ? () => dayInstant : Date.now, log: console };
const { sent } = runReminders(ctx);
api.persistence.flush();
api.close();
console.log(`Renewal reminders sent: ${sent} (data: ${dataDir}${dateText ? `, as on ${dateText}` : ''}).`);
