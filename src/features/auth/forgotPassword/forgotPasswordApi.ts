import { http } from '../../../providers/http';

interface StatusReply {
  status?: string;
  statusCode?: string;
}

/**
 * The three public calls of the forgotten-password flow. A statusCode other than '00' is thrown
 * by the http client as an HttpError carrying the server's status text.
 */
export const requestResetCode = (email: string) => http.post<StatusReply>('otptoresetpassword', { email });

export const verifyResetCode = (email: string, otp: string) =>
  http.get<StatusReply>(`member/verifedotp/${encodeURIComponent(email)}/${encodeURIComponent(otp)}`);

export const resetForgottenPassword = (body: { email: string; otp: string; newPassword: string; confirmPassword: string }) =>
  http.post<StatusReply>('forgotpassword', body);
