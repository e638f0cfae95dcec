/** Money text (spec §9): the rule itself is money.mjs, which the mock API shares. */
export { CURRENCY, formatMoney, plainAmount } from './money.mjs';
