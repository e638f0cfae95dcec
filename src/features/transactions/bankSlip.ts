/**
 * The bank slip of a payment (spec §2): it opens in a new window at the API's slip view. The window is
 * opened at once, while the click still counts as the user's (a window opened after an await is
 * blocked as a pop-up), then sent to the short-lived signed link the server gives; on failure it closes.
 */
import type { RaRecord } from 'react-admin';
import { PAYMENT_MODE, PAYMENT_STATUS } from '../../domain/paymentRules.mjs';
import { API_BASE_URL } from '../../providers/http';
import { bankSlipLink } from './transactionApi';

/**
 * Payment Gateway payments have no bank slip (spec §2); nor has a row without a stored slip. The
 * server says so in `hasSlip`; without it, a non-gateway row naming a slip file has one.
 */
export const hasBankSlip = (record: RaRecord): boolean =>
  typeof record.hasSlip === 'boolean'
    ? record.hasSlip && record.paymentMode !== PAYMENT_MODE.GATEWAY
    : record.paymentMode !== PAYMENT_MODE.GATEWAY && typeof record.cashDepositsImgPath === 'string' && record.cashDepositsImgPath !== '';

/** Spec §4: a rejected transaction is only viewed, so its row offers no slip. */
export const offersBankSlip = (record: RaRecord): boolean => hasBankSlip(record) && Number(record.status) !== PAYMENT_STATUS.REJECTED;

export const slipUrl = (url: string) => `${API_BASE_URL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;

export const openBankSlip = async (paymentId: number): Promise<void> => {
  const opened = window.open('', '_blank');
  try {
    const { url } = await bankSlipLink(paymentId);
    if (!url) throw new Error('no slip link');
    if (!opened) throw new Error('the slip window was blocked');
    opened.opener = null;
    opened.location.href = slipUrl(url);
  } catch (error) {
    opened?.close();
    throw error;
  }
};
