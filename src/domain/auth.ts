/** Shapes of the login response (spec §3) shared by the auth provider and the mock API. */
export interface MenuItem {
  id: string;
  title: string;
  /** group: heading with children; collapse: sub menu; item: a link. */
  type: 'group' | 'collapse' | 'item';
  url?: string;
  icon?: string;
  /** Items may turn breadcrumbs off (spec §2 route behaviour). */
  breadcrumbs?: boolean;
  children?: MenuItem[];
}

export interface UrlEntry {
  url: string;
}

export interface SessionUser {
  userid: number;
  userRoleID: number;
  username: string;
  firstName: string;
  lastName: string;
  userRoleName?: string;
}

export interface GlobalData {
  gid?: string | number;
  frontURL: string;
  domainDestription?: string;
  coreURL?: string;
  companyName?: string;
  footerTitle?: string;
  versionNumber?: string;
  [key: string]: unknown;
}

export interface LoginResponse {
  token: string | null;
  User: SessionUser | null;
  UserMenu: MenuItem[];
  URLList: UrlEntry[];
  Global_Data?: GlobalData;
  member: unknown;
  membership: unknown;
  employee: unknown;
  application: unknown;
  status?: string;
  statusCode?: string;
}

/** JWT payload the mock API signs; exp is in seconds (spec §3). */
export interface TokenPayload {
  sub: string;
  userid: number;
  userRoleID: number;
  username: string;
  exp: number;
  iat?: number;
}
