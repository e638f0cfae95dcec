import { useNotify } from 'react-admin';
import { msg } from '../../i18n/keys';
import { errorMessage } from '../../framework/errorMessage';

/**
 * Runs a staff write and says how it went: the success text, else the server's words (the http
 * client turns a failed envelope into an error carrying them). Resolves true on success.
 */
export const useStaffCall = () => {
  const notify = useNotify();
  return async (call: () => Promise<unknown>, success: string, messageArgs?: Record<string, unknown>): Promise<boolean> => {
    try {
      await call();
      notify(success, { type: 'success', messageArgs });
      return true;
    } catch (error) {
      notify(errorMessage(error, msg('memberAdmin.updateFailed')), { type: 'error' });
      return false;
    }
  };
};
