// The two documents of a current member, made by lib/files/pdf.mjs on the institute's identity (Global Details'
// name): the card-sized membership card (name, member number, type, valid till and the QR code of its
// verification page) and the A4 letter of good standing (dated, numbered, with its verification address and QR).
import QRCode from 'qrcode';
import { readableDate } from '../../../src/domain/wireDates.mjs';
import { makeCardPdf, makeSectionedPdf } from '../files/pdf.mjs';
import { CREDENTIAL_KIND } from './credentials.mjs';

/** The QR module matrix of a text (medium error correction: a scuffed printed card still reads). */
const qrModulesOf = (text) => QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;

const nameOf = (member) => member.fullName || [member.firstName, member.lastName].filter(Boolean).join(' ');
const validTillText = (standing) => (standing.validTill ? readableDate(standing.validTill) : '-');

/** "M0001 Membership card.pdf" / "GS-2026-000001 Letter of good standing.pdf" (the extension added when sent). */
export const credentialFileName = (member, row) =>
  row.kind === CREDENTIAL_KIND.LETTER ? `${row.letterNo} Letter of good standing` : `${member.memberNo} Membership card`;

function cardPdf({ institute, member, standing, row, verifyUrl }) {
  return makeCardPdf({
    title: institute,
    subtitle: 'Membership card',
    author: institute,
    date: new Date(row.issuedAt),
    fields: [
      ['Name', nameOf(member)],
      ['Member No', member.memberNo],
      ['Type', member.memberTypeName],
      ['Valid till', validTillText(standing)],
    ],
    qr: qrModulesOf(verifyUrl),
    caption: `Verify: ${row.code}`,
  });
}

function letterPdf({ institute, member, standing, row, verifyUrl }) {
  const name = nameOf(member);
  return makeSectionedPdf({
    title: institute,
    subtitle: 'Letter of good standing',
    author: institute,
    date: new Date(row.issuedAt),
    sections: [
      {
        heading: `Letter of good standing ${row.letterNo}`,
        fields: [
          ['Letter No', row.letterNo],
          ['Date', readableDate(row.issuedOn)],
        ],
      },
      {
        heading: 'To whom it may concern',
        paragraphs: [
          `This is to certify that ${name}, member number ${member.memberNo}, is a ${member.memberTypeName || 'member'} of ${institute} in good standing, with the membership valid till ${validTillText(standing)}.`,
          `The genuineness of this letter and whether the membership is still current can be checked at ${verifyUrl} or with the QR code below (letter number ${row.letterNo}).`,
        ],
      },
    ],
    qr: { modules: qrModulesOf(verifyUrl), caption: verifyUrl },
  });
}

/** The PDF bytes of an issued document (its row), for the member as they stand now. */
export const credentialPdf = (content) => (content.row.kind === CREDENTIAL_KIND.LETTER ? letterPdf(content) : cardPdf(content));
