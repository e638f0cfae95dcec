/**
 * The public verification page of a membership card or letter of good standing (/verify/<code>), where its QR
 * code and number lead. It says genuine or not and whether the membership is current, and nothing personal.
 */
export const verifyDocument = {
  checking: 'Checking the document...',
  genuineCard: 'Genuine membership card',
  genuineLetter: 'Genuine letter of good standing',
  current: 'The membership is current.',
  notCurrent: 'The membership is no longer current.',
  notGenuine: 'Not genuine',
  memberNo: 'Member number',
  letterNo: 'Letter number',
  issuedOn: 'Issued on',
  validTill: 'Valid till',
  validTillNone: 'Not paid',
  failed: 'The document could not be checked. Please try again.',
  retry: 'Try again',
  onlyThis: 'This page shows only what the document itself shows, and whether the membership is current today.',
} as const;
