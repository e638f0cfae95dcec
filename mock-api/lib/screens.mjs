// The screens (menu URLs, spec §2) whose holders may call the endpoints behind them (lib/access.mjs screens()).
export const SCREEN = Object.freeze({
  ROLES: '/user/rolecreation',
  USER_CREATION: '/user/usercreation',
  ALL_USERS: '/user/all',
  USER_AUTH: '/user/userauth',
  BLOCK_ACCESS: '/user/blockaccess',
  ACTIVITY_LOG: '/user/activity-log',
  INQUIRIES: '/user/inquiries',
  GLOBAL_DETAILS: '/param/globaldata',
});
