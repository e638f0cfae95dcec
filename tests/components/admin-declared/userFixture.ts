/** User rows (spec §3 User) for the user screens. */
export const user = (userID: number, firstName: string, lastName: string, statusID = 2) => ({
  userID,
  username: `${firstName.toLowerCase()}@example.org`,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName,
  description: `${firstName} account`,
  userRoleID: 22,
  userRoleName: 'Member',
  status: statusID === 2 ? 'Approved' : statusID === 1 ? 'Pending' : 'Reject',
  statusID,
  createdAt: '2024-02-01T08:00:00.000Z',
  createdBy: 'admin@example.org',
  expireDate: '2025-02-01',
});
