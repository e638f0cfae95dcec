/** The assignment page's own calls (beyond the declared registrations list): GET / POST / PUT under event/. */
import { http } from '../../providers/http';

export interface MemberMatch {
  memberID: number;
  memberNo: string;
  name: string;
}

interface Answer {
  status?: string;
  statusCode?: string;
}

/** The picker asks nothing shorter: the server answers at most 20 matches, never the member table. */
export const MEMBER_SEARCH_MIN = 2;

/** GET event/membersofevent?eventId=&filterText=: active members matching, not yet registered. */
export const searchMembers = async (eventId: number, filterText: string): Promise<MemberMatch[]> =>
  (await http.get<{ data?: MemberMatch[] }>('event/membersofevent', { eventId, filterText })).data ?? [];

/** POST event/add-event-member: the server's words ('00' memberRegistered); a refusal throws with its words. */
export const registerMember = async (eventId: number, memberID: number): Promise<string | undefined> =>
  (await http.post<Answer>('event/add-event-member', { eventId, memberID })).status;

/** PUT event/update-event-member/{id} {attended}: the server's words (attendanceMarked names the CPD credit). */
export const setAttendance = async (eventMemberId: number, attended: boolean): Promise<string | undefined> =>
  (await http.put<Answer>(`event/update-event-member/${eventMemberId}`, { attended })).status;
