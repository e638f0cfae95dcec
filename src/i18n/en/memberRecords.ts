/** Texts of the member's profile and records (spec §2 "Member profile screen", §5, §8 "Member records"). */
export const memberRecords = {
  employmentTitle: 'Employment Details',
  academicTitle: 'Academic Qualification Details',
  professionalTitle: 'Professional Membership Details',
} as const;
