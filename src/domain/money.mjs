// Money text (spec §9), shared by the screens (through money.ts) and the mock API (mails, receipts, reports,
// the application PDF), plain ESM like paymentRules.mjs: "LKR 7,500.00".

/** Default currency LKR (spec §9); money shows an LKR prefix and a .00 suffix. */
export const CURRENCY = 'LKR';

/** "7500.00": the amount alone, as a spreadsheet sums it (no currency, no thousands separators); '' for none. */
export const plainAmount = (value) => {
  const amount = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(amount)) return '';
  return amount.toFixed(2);
};

/** "LKR 7,500.00"; '' for no value or one that is not a number. */
export const formatMoney = (value) => {
  const plain = plainAmount(value);
  if (!plain) return '';
  const [whole, cents] = plain.split('.');
  return `${CURRENCY} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
