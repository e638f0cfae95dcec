/**
 * A bulk approval's rows, each through its own write, one after another: the server decides (and logs) each on
 * its own, as if staff had approved them one by one, and one refusal does not stop the others. The report says
 * which were approved and, for the others, the server's reason.
 */
import type { RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { Outcome } from '../types';
import type { WriteOutcome } from '../screens/useResourceMutations';
import { errorMessage } from '../errorMessage';

export interface BulkFailure {
  name: string;
  reason: Outcome;
}

export interface BulkReport {
  approved: string[];
  failed: BulkFailure[];
}

export async function runBulk(
  records: readonly RaRecord[],
  writeOne: (record: RaRecord) => Promise<WriteOutcome>,
  nameOf: (record: RaRecord) => string,
  onProgress?: (done: number) => void,
): Promise<BulkReport> {
  const report: BulkReport = { approved: [], failed: [] };
  for (const [index, record] of records.entries()) {
    const name = nameOf(record);
    try {
      const { ok, message } = await writeOne(record);
      if (ok) report.approved.push(name);
      else report.failed.push({ name, reason: message ?? msg('http.requestError') });
    } catch (error) {
      report.failed.push({ name, reason: errorMessage(error) });
    }
    onProgress?.(index + 1);
  }
  return report;
}
