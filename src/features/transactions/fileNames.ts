/** The spec's file names (§9): "{paymentId} - Receipt.pdf" and "Transaction_Report_{timestamp}.html". */
export const receiptFileName = (paymentId: number | string) => `${paymentId} - Receipt.pdf`;

const two = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in local time, as the server names its reports. */
export const reportTimestamp = (now: Date = new Date()) =>
  `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;

export const reportFileName = (extension: 'html' | 'xml', now?: Date) => `Transaction_Report_${reportTimestamp(now)}.${extension}`;
