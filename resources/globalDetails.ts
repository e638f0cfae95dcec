import { date, defineResource, number, para, secret, text, type RecordOf } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/** Global details (spec §2, §3, §4): the settings record 3; the form has no validation. */
export const globalDetails = defineResource({
  name: 'globaldetails',
  route: '/param/globaldata',
  title: msg('globalDetails.title'),
  menu: { group: 'settings', id: 180, icon: 'Tune' },
  idField: 'gid',
  noun: msg('globalDetails.noun'),
  singleton: { id: 3, updateLabel: msg('globalDetails.update') },
  dialog: { title: msg('globalDetails.update') },
  fields: {
    frontURL: text({ label: msg('globalDetails.frontURL') }),
    domainDestription: text({ label: msg('globalDetails.domainDestription') }),
    coreURL: text({ label: msg('globalDetails.coreURL') }),
    date: date({ label: msg('globalDetails.date') }),
    userExpirationDays: number({ label: msg('globalDetails.userExpirationDays') }),
    userLoginAttempts: number({ label: msg('globalDetails.userLoginAttempts') }),
    encryptKey: secret({ label: msg('globalDetails.encryptKey') }),
    companyName: text({ label: msg('globalDetails.companyName') }),
    footerTitle: text({ label: msg('globalDetails.footerTitle') }),
    versionNumber: text({ label: msg('globalDetails.versionNumber') }),
    logoPath: text({ label: msg('globalDetails.logoPath') }),
    userMalePath: text({ label: msg('globalDetails.userMalePath') }),
    userFemalePath: text({ label: msg('globalDetails.userFemalePath') }),
    gid: text({ readOnly: true, hideOnShow: true }),
  },
  api: para('globaldetails', {
    getOne: 'GET para/globaldetails/{id}',
    update: 'PUT para/globaldetails',
    extraPayload: { gid: '3' },
  }),
  notify: { updated: msg('globalDetails.success') },
});

export type GlobalDetails = RecordOf<typeof globalDetails>;
