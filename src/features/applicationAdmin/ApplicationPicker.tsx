/**
 * Applicant Details opened without an application (its menu item, a bookmark): the applications to choose
 * from, searchable, newest first, each opening read-only on this page. The bulk approval stays on Approve
 * Applications, where its bar is.
 */
import { EmbeddedList, type AnyResource } from '../../framework';
import { msg } from '../../i18n/keys';
import { applications } from '../../../resources/applications';

const PICKER: AnyResource = { ...applications, list: applications.list && { ...applications.list, bulkApprove: undefined } };

export const ApplicationPicker = () => <EmbeddedList resource={PICKER} title={msg('applicationAdmin.chooseTitle')} />;
