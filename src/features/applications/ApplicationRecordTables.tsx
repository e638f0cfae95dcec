/**
 * The application's three record tables (spec §2): the member record tables over the applicant's own
 * endpoints (staff: the …admin ones with the applicant's userId), with the Add buttons and their
 * dialogs, edit and delete for employment, delete for academic and professional. Once submitted:
 * read-only. Staff edit no employment row (the edit call serves the row's owner only).
 */
import { msg } from '../../i18n/keys';
import type { RowAction } from '../../framework';
import { MemberRecordTables, type RecordKind } from '../members/MemberRecordTables';
import type { ApplicantMode } from './applicationTypes';

const ADD_LABELS: Partial<Record<RecordKind, string>> = {
  employment: msg('applications.addEmployment'),
  academic: msg('applications.addAcademic'),
  professional: msg('applications.addProfessional'),
};

const OWN_ACTIONS: Partial<Record<RecordKind, readonly RowAction[]>> = { employment: ['edit', 'delete'] };

export const ApplicationRecordTables = ({ mode, submitted }: { mode: ApplicantMode; submitted: boolean }) => (
  <MemberRecordTables
    owner={mode.kind === 'self' ? 'self' : { userId: mode.userId }}
    editable={!submitted}
    showStatus
    rowActions={mode.kind === 'self' ? OWN_ACTIONS : undefined}
    addLabels={ADD_LABELS}
  />
);
