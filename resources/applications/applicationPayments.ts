import { date, defineResource, money, number, paged, status, text } from '../../src/framework/declare';
import { msg } from '../../src/i18n/keys';

/** An applicant's payments on the applicant page (GET application/payment-details-for-approve-application/{userId}). */
export const applicationPayments = defineResource({
  name: 'applicationPayments',
  title: msg('applicationAdmin.paymentsTitle'),
  idField: 'paymentId',
  fields: {
    paymentId: number({ label: msg('applicationAdmin.paymentId'), readOnly: true }),
    paymentType: text({ label: msg('applicationAdmin.paymentType'), readOnly: true }),
    amount: money({ label: msg('applicationAdmin.amount'), readOnly: true }),
    receiptNo: text({ label: msg('applicationAdmin.receiptNo'), readOnly: true }),
    createdAt: date({ label: msg('applicationAdmin.createdAt'), readOnly: true }),
    paidDate: date({ label: msg('applicationAdmin.paidDate'), readOnly: true }),
    status: status({ label: msg('applicationAdmin.status'), readOnly: true, labelFrom: 'statusName' }),
    statusName: text({ readOnly: true, hideOnShow: true }),
    userId: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['paymentId', 'paymentType', 'amount', 'receiptNo', 'createdAt', 'paidDate', 'status'],
    defaultSort: { field: 'paymentId', order: 'ASC' },
    card: { primary: 'paymentType', secondary: ['amount', 'paidDate'] },
  },
  api: paged({ list: 'GET application/payment-details-for-approve-application/{userId}' }),
});
