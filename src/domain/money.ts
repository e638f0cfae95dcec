/** Default currency LKR (spec §9); money shows an LKR prefix and a .00 suffix. */
export const CURRENCY = 'LKR';

export const formatMoney = (value: unknown): string => {
  const amount = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(amount)) return '';
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${CURRENCY} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
