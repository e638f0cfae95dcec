/** Texts of the staff's member screens (spec §2 "Admin member lookup screen", issue 8). */
export const memberAdmin = {
  memberNumber: 'Member Number',
  search: 'Search',
} as const;
