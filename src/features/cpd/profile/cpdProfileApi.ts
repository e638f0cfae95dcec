/** The CPD profile's calls through the CPD client (cpdApi: the §8 error mapping). */
import { cpdGet, cpdSend } from '../cpdApi';
import { saveBase64Pdf } from '../../../ui/download/savePdf';
import type { CpdSummary } from './cpdProfileTypes';

export const CPD_PROFILE_KEY = ['cpd', 'profile'] as const;

interface Envelope {
  statusCode?: string;
  status?: string;
}

/** The summary of one CPD year; without a year the server picks the current one. */
export const fetchCpdSummary = async (userId: number, year: number | undefined): Promise<CpdSummary> => {
  const answer = await cpdGet<Envelope & { data?: CpdSummary }>(`CPD/actvitydetails/${userId}`, { year });
  if (answer.statusCode !== '00' || !answer.data) throw new Error(answer.status || 'no summary');
  return answer.data;
};

/** Signs the year's declaration: '00' (signed) or the server's refusal ('02' already signed), as sent. */
export const signDeclaration = (year: number) => cpdSend<Envelope>('POST', 'CPD/declaration', { year });

/** Builds the year's transcript on the server and saves it under the server's file name. Throws on any failure. */
export const downloadTranscript = async (userId: number, year: number): Promise<void> => {
  const answer = await cpdSend<Envelope & { fileName?: string; content?: string }>('POST', 'CPD/transcript', { userId, year });
  if (answer.statusCode !== '00' || !answer.fileName) throw new Error(answer.status || 'no transcript');
  saveBase64Pdf(answer.content, answer.fileName);
};
