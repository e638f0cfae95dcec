/** The report's file names (spec §9): "Transaction_Report_{timestamp}.html" (the receipt's is receipts/receipt). */
import { sriLankaStamp } from '../../domain/sriLankaTime.mjs';

/** yyyyMMddHHmmss on the Sri Lanka clock, as the server names its reports. */
export const reportTimestamp = (now: Date = new Date()) => sriLankaStamp(now);

export const reportFileName = (extension: 'html' | 'xml', now?: Date) => `Transaction_Report_${reportTimestamp(now)}.${extension}`;
