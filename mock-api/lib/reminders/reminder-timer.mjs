// The schedule runs itself: a run soon after the API starts (a reminder due while it was down is sent then, if
// still due), then every REMINDER_INTERVAL_MS. Only a serving process starts it (mock-api/server.mjs, npm run
// serve); the tests' in-process APIs have none unless they ask, so their outbox holds only what they caused.
import { runReminders } from './reminder-run.mjs';

const FIRST_RUN_DELAY_MS = 1000;

/** Starts the timer (intervalMs 0: none); answers the function that stops it. */
export function startReminderTimer(ctx, intervalMs) {
  if (!(intervalMs > 0)) return () => {};
  const run = () => {
    try {
      const { sent } = runReminders(ctx);
      if (sent > 0) ctx.log.info?.(`[mock-api] renewal reminders sent: ${sent}`);
    } catch (error) {
      ctx.log.error(`[mock-api] renewal reminders failed:`, error);
    }
  };
  const first = setTimeout(run, Math.min(FIRST_RUN_DELAY_MS, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref?.();
  every.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
