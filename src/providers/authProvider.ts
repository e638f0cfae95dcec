import type { AuthProvider, UserIdentity } from 'react-admin';
import { API_BASE_URL, createHttpClient, type HttpClient } from './http';
import { statusOf } from './httpError';
import { TRANSPORT_TEXT } from './messages';
import { clearSession, readSession, saveLoginSession } from './session';
import { LANDING_BY_ROLE } from '../../resources/screens';
import { DEFAULT_LANDING_PATH, LOGIN_PATH } from '../../resources/screens';
import type { LoginResponse, SessionUser } from '../domain/auth';

/**
 * The sign-in call has its own client: no token to send, and its 401 means "bad credentials",
 * not "session expired" (the app client would clear the session and reload /login).
 */
const signInClient: HttpClient = createHttpClient({
  baseUrl: API_BASE_URL,
  getToken: () => null,
  onUnauthorized: () => undefined,
});

export const landingPathFor = (roleId: number): string => LANDING_BY_ROLE[roleId] ?? DEFAULT_LANDING_PATH;

const signIn = async (username: string, password: string): Promise<LoginResponse> => {
  try {
    const { json } = await signInClient.request<LoginResponse>({
      method: 'POST',
      path: 'auth/signin',
      body: { username, password },
      envelope: 'return', // a refused login is a 200 with User null; read below
    });
    return json;
  } catch (error) {
    // spec §8 Login: 401 becomes "Bad credentials", any other failure the generic auth text; a 429 (too many
    // sign-ins from one address) keeps the server's words, which say to wait.
    const status = statusOf(error);
    if (status === 429 && error instanceof Error) throw new Error(error.message);
    throw new Error(status === 401 ? TRANSPORT_TEXT.badCredentials : TRANSPORT_TEXT.unknownAuthError);
  }
};

/**
 * POST auth/signin; on success keeps the session and tells where the role lands (spec §4, §6). `remember` is the
 * login screen's "Save Credentials": the sign-in then outlives the browser session, until the token expires.
 */
export async function login(username: string, password: string, remember = false): Promise<{ landingPath: string; user: SessionUser }> {
  const response = await signIn(username, password);
  if (!response?.User || !response.token) {
    // a null User is a failed login; its status reaches the screen (e.g. attempts exceeded)
    throw new Error(response?.status || TRANSPORT_TEXT.badCredentials);
  }
  saveLoginSession(response, { remember });
  return { landingPath: landingPathFor(response.User.userRoleID), user: response.User };
}

const notLoggedIn = () => ({ redirectTo: LOGIN_PATH, message: false as const });

export const authProvider: AuthProvider = {
  login: async ({ username, password, remember }: { username: string; password: string; remember?: boolean }) => {
    const { landingPath } = await login(username, password, remember);
    return { redirectTo: landingPath };
  },
  logout: async () => {
    clearSession();
  },
  checkAuth: async () => {
    if (!readSession()) throw notLoggedIn();
  },
  /** 401: the session is over (react-admin logs out); 403: not allowed, but stay logged in. */
  checkError: async (error: unknown) => {
    if (statusOf(error) === 401) {
      clearSession();
      throw { redirectTo: LOGIN_PATH };
    }
  },
  /** The user id and name, and the grants: the permitted URL list (screens, and decisions held apart from them). */
  getIdentity: async (): Promise<UserIdentity> => {
    const session = readSession();
    if (!session) throw notLoggedIn();
    const { userid, firstName, lastName, username } = session.user;
    return { id: userid, fullName: `${firstName ?? ''} ${lastName ?? ''}`.trim() || username, grants: session.urlList.map((entry) => entry.url) };
  },
  getPermissions: async () => readSession()?.user.userRoleID ?? null,
};
