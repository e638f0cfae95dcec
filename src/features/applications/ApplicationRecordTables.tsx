/**
 * The application's three record tables (spec §2): the member record tables over the applicant's own
 * endpoints (staff: the …admin ones with the applicant's userId), with the Add buttons and their
 * dialogs, edit and delete for employment, delete for academic and professional. Once submitted:
 * read-only. Staff registering an applicant edit the employment rows as the applicant does (the edit call
 * serves registration staff on an applicant's rows).
 */
import { msg } from '../../i18n/keys';
import type { RowAction } from '../../framework';
import { MemberRecordTables, type RecordKind } from '../../ui/MemberRecordTables';
import type { ApplicantMode } from './applicationTypes';

const ADD_LABELS: Partial<Record<RecordKind, string>> = {
  employment: msg('applications.addEmployment'),
  academic: msg('applications.addAcademic'),
  professional: msg('applications.addProfessional'),
};

const ROW_ACTIONS: Partial<Record<RecordKind, readonly RowAction[]>> = { employment: ['edit', 'delete'] };

export const ApplicationRecordTables = ({ mode, submitted }: { mode: ApplicantMode; submitted: boolean }) => (
  <MemberRecordTables
    owner={mode.kind === 'self' ? 'self' : { userId: mode.userId }}
    editable={!submitted}
    showStatus
    rowActions={ROW_ACTIONS}
    addLabels={ADD_LABELS}
  />
);
