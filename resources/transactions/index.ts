/** The transaction declarations: the staff's Transaction View / Approve list. */
import { transactions } from './transactions';

export { transactions, isApprovedTransaction, isPendingTransaction, type TransactionRow } from './transactions';

export const transactionResources = [transactions];
