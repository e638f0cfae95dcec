// The seeded fee schedule: every member type (lookups memberTypes 1..5) for 2020..2026, rising each year to
// the 2026 fees; honorary fellows (5) are invited and pay nothing.
export const FEE_YEAR_FIRST = 2020;
export const FEE_YEAR_LAST = 2026;

// 2026 fees and the yearly rise that led to them, by member type id.
const SCHEDULE = Object.freeze({
  1: { name: 'Student', entrance: 1000, subscription: 2500, entranceRise: 50, subscriptionRise: 100 },
  2: { name: 'Associate', entrance: 5000, subscription: 7500, entranceRise: 250, subscriptionRise: 250 },
  3: { name: 'Member', entrance: 7500, subscription: 12000, entranceRise: 250, subscriptionRise: 500 },
  4: { name: 'Fellow', entrance: 10000, subscription: 15000, entranceRise: 500, subscriptionRise: 500 },
  5: { name: 'Honorary Fellow', entrance: 0, subscription: 0, entranceRise: 0, subscriptionRise: 0 },
});

export function feeRows() {
  const rows = [];
  for (const [typeId, fee] of Object.entries(SCHEDULE)) {
    for (let year = FEE_YEAR_FIRST; year <= FEE_YEAR_LAST; year += 1) {
      const back = FEE_YEAR_LAST - year;
      const feeId = rows.length + 1;
      rows.push({
        id: feeId,
        feeId,
        membertypeid: Number(typeId),
        memberTypeName: fee.name,
        effectiveYear: year,
        entranceFee: fee.entrance - fee.entranceRise * back,
        annualSubscription: fee.subscription - fee.subscriptionRise * back,
        updatedAt: `${year - 1}-12-01T09:00:00.000Z`,
        updatedBy: 'admin@example.org',
      });
    }
  }
  return rows;
}
