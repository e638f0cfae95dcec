/** GET verify/{code} (public): a document's verdict, or "not genuine" (404) in the server's words. */
import { http } from '../../providers/http';
import { HttpError } from '../../providers/httpError';

export interface DocumentVerdict {
  kind: 'card' | 'letter';
  genuine: true;
  current: boolean;
  memberNo: string;
  issuedOn: string;
  validTill: string | null;
  letterNo: string | null;
}

export type VerifyAnswer = { genuine: true; verdict: DocumentVerdict } | { genuine: false; message: string };

/** The verdict; a 404 is an answer (not genuine), anything else a failure the page offers to retry. */
export const verifyDocument = async (code: string): Promise<VerifyAnswer> => {
  try {
    const { data } = await http.get<{ data: DocumentVerdict }>(`verify/${encodeURIComponent(code)}`);
    return { genuine: true, verdict: data };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { genuine: false, message: error.message };
    throw error;
  }
};
