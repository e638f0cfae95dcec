/** The member's documents: whether they may download them (GET member/credentials), and the downloads' paths. */
import { http } from '../../providers/http';

export interface CredentialsAvailability {
  available: boolean;
  /** The server's words when not available (lapsed, cancelled, not yet active). */
  reason: string | null;
}

export const CREDENTIALS_KEY = ['member', 'credentials'] as const;

export const fetchCredentialsAvailability = async (): Promise<CredentialsAvailability> => {
  const { available, reason } = await http.get<CredentialsAvailability>('member/credentials');
  return { available, reason };
};

/** POST: each call issues a new document with its own verification code. */
export const CREDENTIAL_PATHS = { card: 'member/credentials/card', letter: 'member/credentials/letter' } as const;
