// One definition of each shared piece: a second errorMessage (or a page's own copy of it), or a page that runs its
// API call by hand (its own busy flag around a try) instead of src/ui/useApiCall, fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const filesMatching = (pattern: RegExp) => sourcesUnder('src').filter((file) => pattern.test(readFileSync(file, 'utf8')));

describe('one home for shared pieces', () => {
  it('defines errorMessage once, and no page picks the error text by hand', () => {
    expect(filesMatching(/\b(const|function)\s+errorMessage\b/)).toEqual(['src/framework/errorMessage.ts']);
    expect(filesMatching(/error instanceof Error && error\.message \?/)).toEqual([]);
  });

  it("runs every page's API call through useApiCall, but on the public pages, which carry no react-query", () => {
    const byHand = filesMatching(/set(Busy|Saving|Sending|Submitting)\(true\)/).filter((file) => file.startsWith('src/features/') || file.startsWith('src/ui/'));
    expect(byHand.sort()).toEqual([
      'src/features/auth/forgotPassword/useForgotPassword.ts',
      'src/features/auth/signup/useSignUpForm.ts',
      'src/features/events/PublicEventsPage.tsx',
      'src/features/inquiry/InquiryPage.tsx',
    ]);
    for (const hook of ['useStaffCall', 'useRegistrationCall']) expect(filesMatching(new RegExp(`\\b${hook}\\b`))).toEqual([]);
  });
});
