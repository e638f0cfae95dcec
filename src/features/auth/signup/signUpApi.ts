/**
 * The sign-up calls. Member types come from the public list the sign-up route file serves (GET
 * usermanagement/get-member-types needs a token). Registration answers '00' or a refusal whose
 * status text the http client puts in the error (duplicate e-mail '02', duplicate NIC '11', '05').
 */
import { http } from '../../../providers/http';
import type { SignUpValues } from './signUpRules';
import { signUpBody } from './signUpRules';

export interface MemberTypeOption {
  id: string;
  name: string;
}

interface MemberTypeRow {
  memberTypeId: number;
  typeDes: string;
}

const rowsOf = (json: unknown): MemberTypeRow[] =>
  Array.isArray(json) ? json : Array.isArray((json as { data?: unknown } | null)?.data) ? (json as { data: MemberTypeRow[] }).data : [];

export const toOptions = (json: unknown): MemberTypeOption[] => rowsOf(json).map((row) => ({ id: String(row.memberTypeId), name: row.typeDes }));

export const SIGN_UP_MEMBER_TYPES = 'usermanagement/member/signup-member-types';

export const fetchSignUpMemberTypes = () => http.get<unknown>(SIGN_UP_MEMBER_TYPES).then(toOptions);

export interface RegisterReply {
  statusCode?: string;
  status?: string;
  userId?: number;
  applicationId?: number;
}

/** Public: the applicant registers themself. */
export const quickRegister = (values: SignUpValues) => http.post<RegisterReply>('usermanagement/member/quickregister', signUpBody(values));

/** Staff (APPLICANT_REGISTRATION): registers someone; the reply carries the new userId. */
export const adminRegister = (values: SignUpValues) => http.post<RegisterReply>('usermanagement/member/adminappregister', signUpBody(values));
