/** Spec §5 "Uploads", CV: PDF only ("Please upload a PDF file"); over 5 MB says its size. */
import { APPLICATION_TEXT, cvTooLargeText } from '../../domain/applicationRules.mjs';
import { isPdf, isWithinUploadLimit, type FileLike } from '../../domain/upload';

/** The problem of a chosen CV, or null when it may be sent. */
export const cvProblem = (file: FileLike): string | null => {
  if (!isPdf(file)) return APPLICATION_TEXT.cvNotPdf;
  return isWithinUploadLimit(file) ? null : cvTooLargeText(file.size);
};
