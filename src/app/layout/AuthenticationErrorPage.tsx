/**
 * react-admin's /authentication-error page, in a chunk of its own: its page title can be edited in react-admin's
 * preferences, which brings MUI's TextField, Select, Menu and Popover (~12 KiB gzip), while the portal's
 * authProvider never sends anyone there. AdminApp loads it lazily; it shows as it always did.
 */
import { AuthenticationError } from 'react-admin';

export default AuthenticationError;
