// Seeded CPD settings and registrations (issue 11, helper A1).
export const cpdRegistrationSeed = ({ members, users }) => ({ cpdSettings: [], cpdRegistrations: [] });
