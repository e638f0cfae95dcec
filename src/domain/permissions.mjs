// Permissions that are not screens: deciding, where a role may need to read a screen without deciding on it
// (an auditor reads the transactions; a council member reads only the applications assigned to them). Each is a
// row of the menu table beside its screen (type 'permission'): ticked in Role Creation, blocked in Block Menu
// Access, never a link of the side menu, and listed in the login's permitted URL list under this name, which the
// API's access policies and the screens' decision buttons both read. A permission counts only while its screen
// is held too.
export const DECIDE = Object.freeze({
  /** Approve or reject a pending transaction (Transaction View / Approve). */
  TRANSACTIONS: '/member/approvetransaction/decide',
  /** Approve or reject an application and assign its council reviewers (Applicant Details). */
  APPLICATIONS: '/member/adminviewapplicant/decide',
});
