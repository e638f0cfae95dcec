import { SESSION_KEYS } from '../../../../src/domain/session';
import type { MenuItem, SessionUser } from '../../../../src/domain/auth';

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the payload the mock API signs; the app only decodes it. */
export const fakeToken = (user: SessionUser, expiresInSeconds = 3600): string =>
  [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: user.username,
      userid: user.userid,
      userRoleID: user.userRoleID,
      username: user.username,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    }),
    'signature',
  ].join('.');

export const MEMBER: SessionUser = {
  userid: 7,
  userRoleID: 22,
  username: 'member@example.org',
  firstName: 'Nimal',
  lastName: 'Perera',
  userRoleName: 'Member',
};

export const MEMBER_MENU: MenuItem[] = [
  {
    id: 'home',
    title: 'Home',
    type: 'group',
    children: [{ id: 'dash', title: 'Member Dashboard', type: 'item', url: '/member/member-dashboard', icon: 'Dashboard' }],
  },
  {
    id: 'records',
    title: 'My Records',
    type: 'group',
    children: [
      {
        id: 'profile-menu',
        title: 'Profile',
        type: 'collapse',
        icon: 'Person',
        children: [
          { id: 'member-profile', title: 'Member Profile', type: 'item', url: '/user/member-profile', icon: 'AccountCircle' },
          { id: 'member-details', title: 'Member Details', type: 'item', url: '/member/view-member-details', breadcrumbs: false },
        ],
      },
      {
        id: 'cpd-menu',
        title: 'CPD',
        type: 'collapse',
        icon: 'School',
        children: [{ id: 'goals', title: 'Development Goals', type: 'item', url: '/cpd/developmentgoals', icon: 'no-such-icon' }],
      },
    ],
  },
];

/** Writes a logged-in session to session storage as the auth provider would after login. */
export const storeSession = (
  user: SessionUser = MEMBER,
  menu: MenuItem[] = MEMBER_MENU,
  urls: string[] = ['/member/member-dashboard', '/user/member-profile', '/member/view-member-details', '/cpd/developmentgoals', '/member/news-feed', '/select-option', '/user/password-reset', '/not-found', '/user/profile'],
): void => {
  sessionStorage.setItem(SESSION_KEYS.token, fakeToken(user));
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(SESSION_KEYS.userMenu, JSON.stringify(menu));
  sessionStorage.setItem(SESSION_KEYS.urlList, JSON.stringify(urls.map((url) => ({ url }))));
  sessionStorage.setItem(SESSION_KEYS.globalData, JSON.stringify({ gid: '3', frontURL: `${window.location.origin}/` }));
};
