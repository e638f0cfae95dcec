export declare const MEMBER_NUMBER_COUNT: number;
export declare function memberNoAt(index: number): string | null;
export declare function memberNoIndex(memberNo: unknown): number;
