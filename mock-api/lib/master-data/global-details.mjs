import { DEFAULT_LOGIN_ATTEMPTS, GLOBAL_DETAILS_ID } from '../constants.mjs';

/** Record 3 of globaldetails (spec §9), or undefined. */
export const getGlobalDetails = (db) => db.get('globaldetails').find({ id: GLOBAL_DETAILS_ID }).value();

/** How many wrong passwords lock an account (record 3 userLoginAttempts). */
export const loginAttemptLimit = (db) => {
  const value = Number(getGlobalDetails(db)?.userLoginAttempts);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_LOGIN_ATTEMPTS;
};
