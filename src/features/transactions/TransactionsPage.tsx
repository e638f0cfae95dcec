/**
 * Transaction View / Approve (/member/approvetransaction, spec §2): the declared transactions list
 * (resources/transactions: status filter, search, authorise dialog, actions by status) with this
 * page's own pieces: Print receipt, View bank slip (row and authorise dialog) and the report.
 */
import { ResourceListScreen, type RowHandler } from '../../framework';
import { transactions } from '../../../resources/transactions';
import { msg } from '../../i18n/keys';
import { BankSlipIconButton, BankSlipLinkButton } from './BankSlipButton';
import { downloadReceipt } from '../receipts/receipt';
import { TransactionReportButton } from './TransactionReportButton';

/** Spec §8: any failure says "Error occured when generating the PDF". */
export const printReceipt: RowHandler = async (record, { notify }) => {
  try {
    await downloadReceipt(Number(record.paymentId));
  } catch {
    notify(msg('transactions.receiptFailed'), 'error');
  }
};

export const TransactionsPage = () => (
  <ResourceListScreen
    resource={transactions}
    handlers={{ print: printReceipt }}
    toolbar={<TransactionReportButton />}
    rowExtras={(record) => <BankSlipIconButton record={record} />}
    editExtras={(record) => <BankSlipLinkButton record={record} />}
  />
);
