// Membership cards and letters of good standing: who may have one, issuing one, and what its public code proves.
// Each document issued gets a row in `credentials` with an unguessable public code; the QR code and the letter's
// number lead to /verify/<code>, which answers from the row and the member's standing TODAY (an old card of a
// member who has since lapsed verifies as genuine but no longer current).
import { randomBytes } from 'node:crypto';
import { STANDING } from '../../../src/domain/memberStanding.mjs';
import { memberById } from '../members/members.mjs';
import { standingOf, todayOf } from '../payments/dues.mjs';
import { insertRow } from '../storage/changes.mjs';
import { indexBy } from '../storage/indexes.mjs';

export const CREDENTIALS = 'credentials';
export const CREDENTIAL_KIND = Object.freeze({ CARD: 'card', LETTER: 'letter' });
/** What each kind is called in the texts a member reads. */
const DOCUMENT_NAME = Object.freeze({ [CREDENTIAL_KIND.CARD]: 'membership card', [CREDENTIAL_KIND.LETTER]: 'letter of good standing' });
const EITHER_DOCUMENT = 'membership card or letter of good standing';

/** In force (paid up) or within the renewal grace period: the standings that still count as a current membership. */
const CURRENT_STANDINGS = new Set([STANDING.ACTIVE, STANDING.RENEWAL_DUE]);

/** Why a member of this standing gets no such document (`what`: its name), per standing that is not current. */
const REFUSALS = {
  [STANDING.LAPSED]: (what) => `Your membership has lapsed: renew it to download your ${what}.`,
  [STANDING.CANCELLED]: (what) => `Your membership is cancelled: a cancelled membership has no ${what}.`,
  [STANDING.PENDING]: (what) => `Your membership is not active yet: pay the membership fee to download your ${what}.`,
};

export const CREDENTIAL_TEXT = Object.freeze({
  notGenuine: 'No membership card or letter of good standing issued by the institute carries this code.',
  noPortalAddress: "The portal's address (Front URL in Global Details) is not a web address: documents cannot carry their verification link.",
  refusal: (code, kind) => REFUSALS[code]?.(kind ? DOCUMENT_NAME[kind] : EITHER_DOCUMENT) ?? null,
});

/** RFC 4648 base32: 16 characters carry 80 random bits, unguessable, and a person can type them from paper. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_LENGTH = 16;
const CODE_FORM = /^[A-Z2-7]{16}$/;
/** A code as it may be typed from paper (any case, spaces around), in its stored form; null when no code has that form. */
export const codeOf = (text) => {
  const code = typeof text === 'string' ? text.trim().toUpperCase() : '';
  return CODE_FORM.test(code) ? code : null;
};
const newCode = () => {
  const bits = [...randomBytes(10)].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return Array.from({ length: CODE_LENGTH }, (_, i) => BASE32[Number.parseInt(bits.slice(i * 5, i * 5 + 5), 2)]).join('');
};

export const isCurrentStanding = (standing) => CURRENT_STANDINGS.has(standing.code);

/** { standing, reason }: reason null when the member may have the document (`kind`; none: either). */
export function credentialStandingOf(ctx, member, kind) {
  const standing = standingOf(ctx, member);
  return { standing, reason: isCurrentStanding(standing) ? null : CREDENTIAL_TEXT.refusal(standing.code, kind) };
}

/** "GS-2026-000123": the letters of good standing are numbered from 1 each (Sri Lanka) year. */
const letterNumberOf = (db, year) => {
  const last = Math.max(0, ...db.get(CREDENTIALS).filter({ kind: CREDENTIAL_KIND.LETTER, letterYear: year }).map('letterSeq').value());
  return { letterYear: year, letterSeq: last + 1, letterNo: `GS-${year}-${String(last + 1).padStart(6, '0')}` };
};

/** Stores a new document of `kind` for the member, issued today (Sri Lanka); answers its row. */
export function issueCredential(ctx, member, kind) {
  const issuedOn = todayOf(ctx);
  const numbered = kind === CREDENTIAL_KIND.LETTER ? letterNumberOf(ctx.db, Number(issuedOn.slice(0, 4))) : { letterNo: null };
  return insertRow(ctx.db, CREDENTIALS, { code: newCode(), kind, memberID: member.memberID, issuedOn, ...numbered, issuedAt: new Date(ctx.now()).toISOString() });
}

/**
 * What /verify/<code> may say: only what the document itself shows and the verdict, never the holder's name,
 * NIC, e-mail or address. Undefined when the code matches no document.
 */
export function verdictOf(ctx, code) {
  const wanted = codeOf(code);
  const row = wanted ? indexBy(ctx.db, CREDENTIALS, 'code').get(wanted) : undefined;
  const member = row ? memberById(ctx.db, row.memberID) : undefined;
  if (!member) return undefined;
  const standing = standingOf(ctx, member);
  return { kind: row.kind, genuine: true, current: isCurrentStanding(standing), memberNo: member.memberNo, issuedOn: row.issuedOn, validTill: standing.validTill, letterNo: row.letterNo };
}

/**
 * The public address of a document's verification page, under Global Details' Front URL (its query and hash
 * dropped: the app routes by path); null when that is no http(s) address.
 */
export function verifyUrlOf(frontURL, code) {
  let url;
  try {
    url = new URL(String(frontURL ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/verify/${code}`;
}
