/** The report files (spec §2 "Transaction Details", §9 file names): the HTML report and the XML export. */
import { saveAs } from '../../ui/download/fileSaver';
import { downloadFile } from '../../ui/download/downloadFile';
import { reportFileName } from './fileNames';
import { transactionReport, xmlExportPath, type ReportFilterWire } from './transactionApi';

/** Saves the server's HTML report as Transaction_Report_{timestamp}.html. */
export const downloadReport = async (filter: ReportFilterWire): Promise<void> => {
  const { content } = await transactionReport(filter);
  if (!content) throw new Error('no report');
  saveAs(new Blob([content], { type: 'text/html;charset=utf-8' }), reportFileName('html'));
};

/** Saves the XML export of the same filter (the server names the attachment). */
export const downloadXml = (filter: ReportFilterWire): Promise<void> => downloadFile(xmlExportPath(filter), reportFileName('xml'));
