/** The gateway order states this page waits on and the ones that end the wait. */
import type { OrderState } from './paymentTypes';

/**
 * Final: the gateway has decided. 'pending' (the bank has not confirmed yet) is shown as a result but
 * is not final: a later confirmation for the same order still arrives on the stream.
 */
export const FINAL_STATES: readonly OrderState[] = ['approved', 'declined', 'cancelled', 'voided', 'expired'];

export const isFinalState = (state: OrderState | undefined): boolean => !!state && FINAL_STATES.includes(state);
