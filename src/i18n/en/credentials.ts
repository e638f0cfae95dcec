/** The member dashboard's documents card: the membership card and the letter of good standing (PDF downloads). */
export const credentials = {
  heading: 'Membership documents',
  card: 'Membership card',
  letter: 'Letter of good standing',
  cardLabel: 'Download your membership card (PDF)',
  letterLabel: 'Download your letter of good standing (PDF)',
  hint: 'Each download is a new document with its own QR code; anyone may check it on the verification page.',
  cardFile: 'Membership card.pdf',
  letterFile: 'Letter of good standing.pdf',
  failed: 'The document could not be downloaded. Please try again.',
} as const;
