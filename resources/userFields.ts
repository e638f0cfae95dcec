import { date, email, multiline, number, status, text, type CardSpec } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/**
 * The user row (spec §3) as both user screens show it: first and last name editable and required
 * (spec §5), everything else read-only in their dialogs.
 */
export const userFields = {
  userID: number({ label: msg('userAdmin.userId'), readOnly: true }),
  username: text({ label: msg('userAdmin.username'), readOnlyOnEdit: true }),
  // the username is the e-mail (spec §3): the dialogs show it once, as the username
  email: email({ label: msg('userAdmin.email'), readOnlyOnEdit: true, hideOnShow: true, hideOnEdit: true }),
  firstName: text({ label: msg('userAdmin.firstName'), required: msg('users.firstNameRequired') }),
  lastName: text({ label: msg('userAdmin.lastName'), required: msg('users.lastNameRequired') }),
  userRoleName: text({ label: msg('userAdmin.role'), readOnlyOnEdit: true }),
  description: multiline({ label: msg('userAdmin.description'), readOnlyOnEdit: true }),
  statusID: status({ label: msg('userAdmin.status'), readOnly: true }),
  createdAt: date({ label: msg('userAdmin.createdAt'), readOnly: true }),
  createdBy: text({ label: msg('userAdmin.createdBy'), readOnly: true }),
  expireDate: date({ label: msg('userAdmin.expireDate'), readOnly: true }),
};

/** A user on a phone: the username (their e-mail), their name below, the status badge beside. */
export const userCard: CardSpec<keyof typeof userFields> = { primary: 'username', secondary: ['firstName', 'lastName'], tertiary: 'statusID' };
