// The receipt of an approved payment (spec §7 "Receipt PDF"), made by lib/files/pdf.mjs from the stored row only: the
// institute's name, the receipt and reference numbers, the payer, the lines paid for with their LKR amounts, the
// total, how and when it was paid and when it was approved.
import { formatMoney } from '../../../src/domain/money.mjs';
import { readableDate } from '../../../src/domain/wireDates.mjs';
import { makeSectionedPdf } from '../files/pdf.mjs';
import { getGlobalDetails } from '../master-data/global-details.mjs';

/** "{paymentId} - Receipt.pdf" (spec §9). */
export const receiptFileName = (payment) => `${payment.paymentId} - Receipt.pdf`;

const dayOf = (value) => (value ? readableDate(String(value).slice(0, 10)) : '');

/** The receipt's lines: the row's items, else one line of the whole payment. */
const linesOf = (payment) =>
  Array.isArray(payment.items) && payment.items.length > 0
    ? payment.items.map((item) => [item.description, formatMoney(item.amount)])
    : [[payment.transactionDes || payment.paymentType, formatMoney(payment.amount)]];

/** The PDF bytes of an approved payment's receipt. */
export function receiptPdf(ctx, payment) {
  const institute = getGlobalDetails(ctx.db)?.companyName || 'The Institute';
  const payer = `${payment.firstName ?? ''} ${payment.lastName ?? ''}`.trim();
  return makeSectionedPdf({
    title: institute,
    subtitle: 'Receipt',
    author: institute,
    date: new Date(payment.decidedAt ?? ctx.now()),
    sections: [
      {
        heading: `Receipt ${payment.receiptNo}`,
        fields: [
          ['Receipt No', payment.receiptNo],
          ['Ref No', payment.refNo],
          ['Member No', payment.memberNo],
          ['Name', payer],
          ['Payment type', payment.paymentType],
          ['Payment mode', payment.paymentMode],
          ['Reference number', payment.referenceNumber],
          ['Paid date', dayOf(payment.paidDate)],
          ['Approved date', dayOf(payment.decidedAt)],
        ],
      },
      {
        heading: 'Paid for',
        table: { columns: [{ label: 'Description', weight: 4 }, { label: 'Amount', weight: 1 }], rows: linesOf(payment) },
      },
      { heading: 'Total', fields: [['Total amount', formatMoney(payment.amount)]] },
    ],
  });
}
