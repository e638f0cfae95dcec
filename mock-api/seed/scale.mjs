// How big a seed is: the default (what every test uses) or N members for trials at scale. A seed of N
// members has, of each member-related thing, the default's count times N / 151: the extra rows are appended after
// the default's (seed/extra-rows.mjs), so every default row, the demo accounts' included, stays as it is.
import { DEFAULT_MEMBER_COUNT } from './population.mjs';

/** Extra members are users 1001.. and extra applicants users 20001..: the members must stay below them. */
export const MAX_SEED_MEMBERS = 15_000;

/** Why `members` cannot be a seed's member count, or null. */
export function memberCountProblem(members) {
  if (!Number.isSafeInteger(members)) return 'the member count must be a whole number';
  if (members < DEFAULT_MEMBER_COUNT) return `the member count must be at least ${DEFAULT_MEMBER_COUNT} (the default seed's)`;
  if (members > MAX_SEED_MEMBERS) return `the member count must be at most ${MAX_SEED_MEMBERS} (the rest of the member numbers are kept for new members)`;
  return null;
}

/** { members, extraMembers, extraOf(defaultCount) }: extraOf is how many rows to add to the default's `defaultCount`. */
export function seedScale(members = DEFAULT_MEMBER_COUNT) {
  const problem = memberCountProblem(members);
  if (problem) throw new RangeError(`buildSeed: ${problem}`);
  return Object.freeze({
    members,
    extraMembers: members - DEFAULT_MEMBER_COUNT,
    extraOf: (defaultCount) => Math.round((defaultCount * members) / DEFAULT_MEMBER_COUNT) - defaultCount,
  });
}

/** `count` items of `list` spread evenly over it, in order (all of them when it has fewer). */
export const spreadPick = (list, count) => {
  const n = Math.min(count, list.length);
  return Array.from({ length: n }, (_, k) => list[Math.floor((k * list.length) / n)]);
};
