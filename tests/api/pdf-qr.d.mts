/** The text of the first QR code drawn in a PDF of the API, or null when there is none a reader can decode. */
export function pdfQrText(bytes: Uint8Array): string | null;
