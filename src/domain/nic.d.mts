export type NicCode = '04' | '05' | '06' | '07' | '08' | '09';
export declare const NIC_TEXT: Readonly<Record<NicCode, string>>;
export interface NicBirth {
  year: number;
  /** 1..366, counted as if February always had 29 days. */
  dayOfYear: number;
  female: boolean;
  /** YYYY-MM-DD, or null when that day does not exist in that year. */
  birthDate: string | null;
}
export declare function nicBirthOf(nic: unknown): NicBirth | null;
export declare function nicProblem(nic: unknown, dob: unknown, today: string): { code: NicCode; text: string } | null;
