// Global details (record 3, spec §3) and the user status list (spec §4).
export const globalDetails = () => [
  {
    id: 3,
    gid: '3',
    frontURL: 'http://localhost:5173',
    domainDestription: 'Institute membership portal',
    coreURL: 'http://localhost:5173/api',
    date: '2026-01-01',
    userExpirationDays: 365,
    userLoginAttempts: 3,
    encryptKey: 'dev-only-key',
    companyName: 'The Institute',
    footerTitle: '© The Institute',
    versionNumber: '1.0.0',
    logoPath: '/logo.svg',
    userMalePath: '/avatar-male.svg',
    userFemalePath: '/avatar-female.svg',
  },
];

export const userStatuses = () =>
  [
    [1, 'Pending'],
    [2, 'Approved'],
    [16, 'Reject'],
  ].map(([statusCode, statusName]) => ({ id: statusCode, statusCode, statusName }));
