// Evidence downloads: a stored file goes to its owner, to staff holding a member screen, and to staff who may
// read the owner's membership application (lib/applications/application-access.mjs), and, for a CPD activity's evidence, to
// CPD staff; nobody else.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { forbidden, reply } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { isMemberStaff } from '../lib/members/members.mjs';
import { maySeeApplicationOf } from '../lib/applications/application-access.mjs';
import { applicationOfUser } from '../lib/applications/applications.mjs';
import { findFile } from '../lib/files/uploads.mjs';
import { sendStoredFile } from '../lib/files/file-answers.mjs';
import { isCpdStaff } from '../lib/cpd/cpd-store.mjs';
import { isActivityEvidence } from '../lib/cpd/cpd-activities.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { envelope, file, idParam, json, object } from '../lib/contract/schemas.mjs';

/** The kinds a stored file is sent as (lib/files/file-answers.mjs): PDF, PNG, JPEG, else bytes. */
const STORED_FILE = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];

export function fileRoutes(ctx) {
  const routes = secureRoutes(ctx);
  routes.get('/usermanagement/files/:fileId', SIGNED_IN, contract({
    summary: 'A stored evidence file, for its owner and the staff who may read their records',
    source: addition('Staff and the member open the PDF evidence of a record (employment, academic, professional, CPD activity, application); the spec shows no download call.'),
    params: object({ fileId: idParam(`404 '01' '${MSG.notFound}'`) }),
    responses: {
      200: { description: 'The file as an attachment named by its kind and record ("Employment record 12.pdf").', content: Object.assign({}, ...STORED_FILE.map((type) => file('', type).content)) },
      403: json("'02': neither the owner nor staff who may read the owner's records.", envelope([STATUS_CODE.FAILED])),
      404: json(`'01' '${MSG.notFound}'.`, envelope([STATUS_CODE.NOT_FOUND])),
    },
  }), (req, res) => {
    const row = findFile(ctx.db, idFrom(req.params.fileId));
    if (!row) return reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);
    const user = req.auth.user;
    const applicantFile = Boolean(applicationOfUser(ctx.db, row.ownerUserId)) && maySeeApplicationOf(ctx.db, user, row.ownerUserId);
    const cpdEvidence = isActivityEvidence(ctx.db, row.fileId) && isCpdStaff(ctx.db, user);
    if (row.ownerUserId !== user.userID && !isMemberStaff(ctx.db, user) && !applicantFile && !cpdEvidence) return forbidden(res);
    return sendStoredFile(ctx, res, row);
  });
  return routes.router;
}
