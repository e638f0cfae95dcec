// Every text the mock API answers with, verbatim from the contract (common brief + spec §8).
export const MSG = Object.freeze({
  malformedJson: 'Malformed JSON body',
  notFound: 'Not found',
  internalError: 'Internal server error',

  signinMissing: 'username and password are required',
  badCredentials: 'Bad credentials',
  attemptsExceeded: 'user login attempt limitation is over',
  pendingAuthorization: 'Your account is awaiting authorization by an administrator.',
  rejectedAccount: 'Your account has been rejected. Please contact the institute.',
  success: 'Success',

  noToken: 'No token exist.',
  invalidToken: 'Invalid token specified.',
  tokenExpired: 'Token expired',
  notAllowed: 'You are not allowed to use this function',
  collectionRefused: 'This collection is not available through the generic API',

  globalNotFound: 'Global details not found',
  globalUpdated: 'Global details updated',
  globalGid: "Global details id (gid) must be '3'",
  globalLoginAttempts: 'User login attempts must be a whole number from 1 to 20',
  globalExpirationDays: 'User expiration days must be a whole number from 1 to 3650',
  globalFrontUrl: 'Front URL is required',
  globalCoreUrl: 'Core URL is required',
  globalText: (field) => `${field} must be text`,

  passwordFieldsMissing: 'oldPassword, newPassword and confirmPassword are required',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'Current password is incorrect',
  passwordMismatch: 'New password and confirm password do not match',
  passwordWeak: 'Password must be at least 8 characters long and contain a letter and a digit',

  emailMissing: 'email is required',
  forgotFieldsMissing: 'email, otp, newPassword and confirmPassword are required',
  otpSent: 'If an account exists for this e-mail address, a one-time code has been sent.',
  otpVerified: 'Code verified',
  otpInvalid: 'Invalid or expired code',
  passwordHasBeenReset: 'Password has been reset',
});
