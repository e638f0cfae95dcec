// The sandbox's card rules: the three documented test cards and the checks a real checkout page makes first
// (card number by Luhn, expiry MM/YY not past, CVV), each refused with a plain message.

/** Status codes of PayHere: 2 success, 0 pending, -1 cancelled, -2 failed. */
export const STATUS = Object.freeze({ SUCCESS: '2', PENDING: '0', CANCELLED: '-1', FAILED: '-2' });

/** Card number (digits) -> the gateway's outcome. */
export const TEST_CARDS = Object.freeze({
  '4916217501611292': Object.freeze({ statusCode: STATUS.SUCCESS, method: 'VISA', message: 'Successfully received the VISA payment' }),
  '4024007194349121': Object.freeze({ statusCode: STATUS.FAILED, method: 'VISA', message: 'Insufficient funds' }),
  '5307732125531191': Object.freeze({ statusCode: STATUS.PENDING, method: 'MASTER', message: 'Payment is pending: the bank is still deciding' }),
});

export const CARD_TEXT = Object.freeze({
  numberRequired: 'Enter the card number.',
  numberInvalid: 'The card number is not valid.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'The card has expired.',
  cvvInvalid: 'Enter the 3 or 4 digit CVV from the back of the card.',
  nameRequired: 'Enter the name on the card.',
  nameTooLong: 'The name on the card has at most 60 characters.',
  notATestCard: "Use one of the sandbox's test cards",
});

export const CARD_NAME_MAX = 60;

/** The card number's digits (spaces and dashes ignored), or null when anything else is in it. */
export const cardDigitsOf = (text) => {
  const compact = String(text ?? '').replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : null;
};

export const passesLuhn = (digits) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * The first problem of a card form, or the test card's outcome.
 * today: a Date (the expiry month must not be before this month).
 * @returns {{ problem: string } | { card: { statusCode: string, method: string, message: string }, digits: string, expiry: string, name: string }}
 */
export function checkCard({ cardNumber, expiry, cvv, cardName }, today) {
  if (String(cardNumber ?? '').trim() === '') return { problem: CARD_TEXT.numberRequired };
  const digits = cardDigitsOf(cardNumber);
  if (!digits || !passesLuhn(digits)) return { problem: CARD_TEXT.numberInvalid };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(expiry ?? '').trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return { problem: CARD_TEXT.expiryInvalid };
  const year = 2000 + Number(match[2]);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return { problem: CARD_TEXT.expired };
  if (!/^\d{3,4}$/.test(String(cvv ?? '').trim())) return { problem: CARD_TEXT.cvvInvalid };
  const name = String(cardName ?? '').trim();
  if (!name) return { problem: CARD_TEXT.nameRequired };
  if (name.length > CARD_NAME_MAX) return { problem: CARD_TEXT.nameTooLong };
  const card = TEST_CARDS[digits];
  if (!card) return { problem: CARD_TEXT.notATestCard };
  return { card, digits, expiry: `${match[1]}/${match[2]}`, name };
}

/** '************1292': what the notification tells of the card. */
export const maskedCard = (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
