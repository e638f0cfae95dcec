// A current member's documents (lib/credentials/): whether they may have them, the membership card and the letter
// of good standing (each call issues a new one, its own code), and the public verification of a document's code.
// A member reaches only their own: the calls name nobody, they read the caller's members row.
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { messageReply } from '../lib/http/reply.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { memberOfUser } from '../lib/members/members.mjs';
import { getGlobalDetails } from '../lib/master-data/global-details.mjs';
import { sendFile } from '../lib/files/file-answers.mjs';
import { CREDENTIAL_KIND, CREDENTIAL_TEXT, credentialStandingOf, issueCredential, verdictOf, verifyUrlOf } from '../lib/credentials/credentials.mjs';
import { credentialFileName, credentialPdf } from '../lib/credentials/credential-pdfs.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { TOO_MANY, boolean, byRoute, envelope, file, json, nullable, object, text } from '../lib/contract/schemas.mjs';
import { NO_MEMBER } from '../lib/contract/shapes/payments.mjs';
import { MSG } from '../lib/common-texts.mjs';

const NO_MEMBER_TEXT = MSG.noMember;
const WHY = {
  availability: "The member dashboard shows the two downloads, or instead the reason the member's standing gives for none.",
  card: 'A current member downloads a card-sized membership card whose QR code leads to its public verification page.',
  letter: 'A current member downloads a dated, numbered letter of good standing (for an employer or a visa office) that names its verification page.',
  verify: "Whoever holds a card or letter checks that it is genuine and the membership current, and learns nothing else of the member.",
};
const REFUSED = json("'02' the reason the member's standing gives (lapsed, cancelled, not active yet).", envelope([STATUS_CODE.FAILED], {}, { message: true }));
const NOT_A_MEMBER = json("'01' 'No Member': the caller has no member record.", NO_MEMBER);
const DAY = text({ format: 'date' });
const VERDICT = object(
  {
    kind: text({ values: Object.values(CREDENTIAL_KIND) }),
    genuine: boolean({ description: 'Always true here: an unknown code is the 404.' }),
    current: boolean({ description: "Whether the membership is current TODAY (in force or within the renewal grace period)." }),
    memberNo: text(),
    issuedOn: DAY,
    validTill: nullable(DAY),
    letterNo: nullable(text({ description: "The letter's number; null for a card." })),
  },
  { required: ['kind', 'genuine', 'current', 'memberNo', 'issuedOn', 'validTill', 'letterNo'], closed: true },
);
const DOCUMENTS = [
  { kind: CREDENTIAL_KIND.CARD, path: 'card', summary: "Issues the caller's membership card (a card-sized PDF with its verification QR code)" },
  { kind: CREDENTIAL_KIND.LETTER, path: 'letter', summary: "Issues the caller's letter of good standing (an A4 PDF, dated and numbered, with its verification address)" },
];

export function memberCredentialRoutes(ctx) {
  const { db, limits } = ctx;
  const routes = secureRoutes(ctx);
  const noMember = (res) => messageReply(res, 404, STATUS_CODE.NOT_FOUND, NO_MEMBER_TEXT);

  routes.get('/member/credentials', SIGNED_IN, contract({
    summary: "Whether the caller may download their membership card and letter of good standing, and if not why",
    source: addition(WHY.availability),
    responses: {
      200: json("'00' with available and the reason (null when available).", envelope([STATUS_CODE.OK], { available: boolean(), reason: nullable(text()) }, { required: ['available', 'reason'] })),
      404: NOT_A_MEMBER,
    },
  }), (req, res) => {
    const member = memberOfUser(db, req.auth.user.userID);
    if (!member) return noMember(res);
    const { reason } = credentialStandingOf(ctx, member);
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', available: reason === null, reason });
  });

  for (const document of DOCUMENTS) {
    routes.post(`/member/credentials/${document.path}`, SIGNED_IN, contract({
      summary: document.summary,
      source: addition(WHY[document.kind]),
      responses: {
        200: file('The PDF, as an attachment.'),
        404: NOT_A_MEMBER,
        409: REFUSED,
        503: json("'02' the Front URL of Global Details is no web address, so no verification link can be printed.", envelope([STATUS_CODE.FAILED], {}, { message: true })),
      },
    }), asyncRoute(async (req, res) => {
      const member = memberOfUser(db, req.auth.user.userID);
      if (!member) return noMember(res);
      const { standing, reason } = credentialStandingOf(ctx, member, document.kind);
      if (reason) return messageReply(res, 409, STATUS_CODE.FAILED, reason);
      const globals = getGlobalDetails(db);
      const institute = globals?.companyName || 'The Institute';
      // checked before the row is stored: no code is issued that no document carries
      if (verifyUrlOf(globals?.frontURL, 'X') === null) return messageReply(res, 503, STATUS_CODE.FAILED, CREDENTIAL_TEXT.noPortalAddress);
      const row = issueCredential(ctx, member, document.kind);
      const bytes = await credentialPdf({ institute, member, standing, row, verifyUrl: verifyUrlOf(globals.frontURL, row.code) });
      return sendFile(res, bytes, { name: credentialFileName(member, row) });
    }));
  }

  routes.get('/verify/:code', PUBLIC, contract({
    summary: "Whether a membership card or letter of good standing is genuine and the membership current (nothing personal)",
    source: addition(WHY.verify),
    params: object({ code: byRoute(text({ max: 64 }), `404 '01' '${CREDENTIAL_TEXT.notGenuine}' for any code no document carries`) }),
    responses: {
      200: json("'00' with the verdict: only what the document itself shows (member number, dates, letter number) and whether the membership is current.", envelope([STATUS_CODE.OK], { data: VERDICT }, { required: ['data'] })),
      404: json(`'01' '${CREDENTIAL_TEXT.notGenuine}' with genuine false.`, envelope([STATUS_CODE.NOT_FOUND], { genuine: boolean() }, { message: true, required: ['genuine'] })),
      429: json('Too many checks from this address.', TOO_MANY),
    },
  }), limits.verify, (req, res) => {
    const verdict = verdictOf(ctx, req.params.code);
    if (!verdict) return messageReply(res, 404, STATUS_CODE.NOT_FOUND, CREDENTIAL_TEXT.notGenuine, { genuine: false });
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', data: verdict });
  });
  return routes.router;
}
