/** The report's file names (spec §9): "Transaction_Report_{timestamp}.html" (the receipt's is receipts/receipt). */

const two = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in local time, as the server names its reports. */
export const reportTimestamp = (now: Date = new Date()) =>
  `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;

export const reportFileName = (extension: 'html' | 'xml', now?: Date) => `Transaction_Report_${reportTimestamp(now)}.${extension}`;
