import { LOGIN_ATTEMPTS_EXCEEDED_STATUS } from '../../domain/status';
import { publicText } from '../../i18n/publicText';

/**
 * What the login screen says after a failed login (spec §8): attempts exhausted has its own text,
 * bad credentials (and an empty reason) read "Invalid Credentials", any other server status
 * (pending or rejected account, service down) is shown as the server wrote it.
 */
export const loginFailureText = (reason: string | undefined): string => {
  if (reason === LOGIN_ATTEMPTS_EXCEEDED_STATUS) return publicText('login.attemptsExceeded');
  if (!reason || reason === publicText('http.badCredentials')) return publicText('login.invalidCredentials');
  return reason;
};
