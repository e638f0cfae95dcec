/** react-query keys of the member payment page; a decided card payment reloads both. */
export const PAYMENT_VIEW_KEY = ['memberPaymentView'];
export const PAYMENT_HISTORY_KEY = ['memberPaymentHistory'];
