import { boolean, defineResource, number, paged, text } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/**
 * The menu table of the User ID Creation screen (spec §2, §3 "Menu row"): the menus a role gets
 * (userSwitch true) or does not get (false). Embedded in that page, so no route; the page passes
 * `userSwitch` and `role` as list filters, which fill the path and leave the query.
 */
export const menuAccess = defineResource({
  name: 'menuAccess',
  title: msg('userCreation.granted'),
  idField: 'no',
  fields: {
    no: number({ label: msg('userCreationPage.menuNo') }),
    menuName: text({ label: msg('userCreationPage.menuName') }),
    url: text({ label: msg('userCreationPage.menuUrl') }),
    // path values only: never shown, never edited
    userSwitch: boolean({ readOnly: true, hideOnShow: true }),
    role: number({ readOnly: true, hideOnShow: true }),
  },
  list: { columns: ['no', 'menuName', 'url'], defaultSort: { field: 'no', order: 'ASC' } },
  api: paged({ list: 'GET usermanagement/menuaccesstable/allowed/{userSwitch}/roleid/{role}' }),
});
