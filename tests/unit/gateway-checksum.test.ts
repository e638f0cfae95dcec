// PayHere's checksums against values computed by hand with coreutils (printf '%s' ... | md5sum), not with the
// module under test: request hash = UPPER(md5(merchant_id + order_id + amount + currency + UPPER(md5(secret)))),
// md5sig = UPPER(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(md5(secret)))).
import { describe, expect, it } from 'vitest';
import { amountText, md5Upper, notificationSignature, requestHash, sameSignature } from '../../mock-api/lib/payments/gateway-checksum.mjs';

const SECRET = 'ThisIsASandboxSecret';
const MERCHANT = { merchantId: '1221149', orderId: 'ORD-000042', currency: 'LKR', secret: SECRET };

describe('PayHere checksums', () => {
  it('UPPER(md5(secret)) is the md5 of the secret in capitals', () => {
    expect(md5Upper(SECRET)).toBe('35B6AEDE6177E5EFC02B772FA29658E7');
  });

  it('the request hash signs merchant, order, the amount with two decimals and no commas, and the currency', () => {
    expect(amountText(7500)).toBe('7500.00');
    expect(amountText(12500.5)).toBe('12500.50');
    expect(requestHash({ ...MERCHANT, amount: 7500 })).toBe('8050F0B98408A2F43451753215FC9669');
    expect(requestHash({ ...MERCHANT, amount: '7500.00' })).toBe('8050F0B98408A2F43451753215FC9669');
    expect(requestHash({ ...MERCHANT, amount: 12500.5 })).toBe('7F7B4A0015649BA95754D86053880CBA');
    expect(requestHash({ ...MERCHANT, amount: 7500.01 })).not.toBe('8050F0B98408A2F43451753215FC9669');
    expect(requestHash({ ...MERCHANT, secret: 'another secret', amount: 7500 })).not.toBe('8050F0B98408A2F43451753215FC9669');
  });

  it('the notification md5sig signs the posted amount and currency and the status code', () => {
    expect(notificationSignature({ ...MERCHANT, amount: '7500.00', statusCode: '2' })).toBe('217C805958592EF42907958C8118B546');
    expect(notificationSignature({ ...MERCHANT, amount: '7500.00', statusCode: '-2' })).toBe('64B90B82EF6EA56DCA0DADDCEBB49629');
  });

  it('signatures compare in any hex case and refuse anything else', () => {
    expect(sameSignature('217C805958592EF42907958C8118B546', '217C805958592EF42907958C8118B546')).toBe(true);
    expect(sameSignature('217c805958592ef42907958c8118b546', '217C805958592EF42907958C8118B546')).toBe(true);
    expect(sameSignature('217C805958592EF42907958C8118B547', '217C805958592EF42907958C8118B546')).toBe(false);
    expect(sameSignature('217C', '217C805958592EF42907958C8118B546')).toBe(false);
    expect(sameSignature(undefined, '217C805958592EF42907958C8118B546')).toBe(false);
  });
});
