// The screens a notification opens, by their names in the app's registry of screens: a mail's caller names one
// (`link` of lib/mail/outbox.mjs sendMail), so the bell takes the user where the news is.
import { pathOf } from '../registry/screens.mjs';

export const LINK = Object.freeze({
  MEMBER_DASHBOARD: pathOf('memberDashboard'),
  /** Dues, payments and their receipts: the member's own payment screen. */
  MEMBER_RENEWAL: pathOf('memberRenewal'),
  /** The member's details, change requests and records. */
  MEMBER_PROFILE: pathOf('memberProfile'),
  MEMBER_TRANSFER: pathOf('memberTransfer'),
  /** The member's event bookings: where a seat is booked and its fee paid. */
  MEMBER_EVENTS: pathOf('memberEvents'),
  CPD_REGISTRATION: pathOf('cpdRegistration'),
  APPLICATION_DETAILS: pathOf('applicationDetails'),
  COUNCIL_REVIEW: pathOf('councilReview'),
  USER_PROFILE: pathOf('userProfile'),
  CHANGE_PASSWORD: pathOf('changePassword'),
});
