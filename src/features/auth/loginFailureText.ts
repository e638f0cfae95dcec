import { LOGIN_ATTEMPTS_EXCEEDED_STATUS } from '../../domain/status';
import { text } from '../../i18n/text';

/**
 * What the login screen says after a failed login (spec §8): attempts exhausted has its own text,
 * bad credentials (and an empty reason) read "Invalid Credentials", any other server status
 * (pending or rejected account, service down) is shown as the server wrote it.
 */
export const loginFailureText = (reason: string | undefined): string => {
  if (reason === LOGIN_ATTEMPTS_EXCEEDED_STATUS) return text('login.attemptsExceeded');
  if (!reason || reason === text('http.badCredentials')) return text('login.invalidCredentials');
  return reason;
};
