// The one way a phone number is shown, printed and exported (plain ESM: the app, the mock API's PDFs and the CSV
// files use it as it is). The spec sends an employment row's contact number as an integer (§3: phonenumber, 0
// when not numeric), which drops a Sri Lankan number's leading 0: "0112678678" arrives as 112678678.

/** A Sri Lankan number that lost its leading 0 on the way: nine digits, the first not 0. */
const WITHOUT_TRUNK_ZERO = /^[1-9]\d{8}$/;

/**
 * A phone number as text with its leading 0 (a number or a string of nine digits starting 1-9 gets it back); the
 * wire's "no number" 0, null and undefined read as ''; anything else (an international "+94...", a number
 * already with its 0) as it is.
 */
export const phoneText = (value) => {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '0') return '';
  return WITHOUT_TRUNK_ZERO.test(text) ? `0${text}` : text;
};
