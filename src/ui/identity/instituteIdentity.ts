/**
 * The institute's identity (name, logo, footer title, version) for every page: one plain fetch of the public
 * call per page load, shared by the public pages and the signed-in shell. No token and no react-admin, so the
 * public pages stay light; the administrator's edits on the Global Details screen show after a reload.
 */
import { INSTITUTE_IDENTITY_PATH, instituteIdentityOf, type InstituteIdentity } from '../../domain/instituteIdentity.mjs';
import { API_BASE_URL } from '../../providers/http';
import { publicText } from '../../i18n/publicText';

export type { InstituteIdentity };

let loaded: InstituteIdentity | null = null;
let pending: Promise<InstituteIdentity> | null = null;

/** When the call fails the pages still name the institute (the catalogue's name), without footer or logo. */
const fallbackIdentity = (): InstituteIdentity => ({ companyName: publicText('app.institute'), logoPath: '', footerTitle: '', versionNumber: '' });

const fetchIdentity = async (): Promise<InstituteIdentity> => {
  try {
    const response = await fetch(`${API_BASE_URL.replace(/\/+$/, '')}/${INSTITUTE_IDENTITY_PATH}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return fallbackIdentity();
    const identity = instituteIdentityOf(await response.json());
    return { ...identity, companyName: identity.companyName || fallbackIdentity().companyName };
  } catch {
    return fallbackIdentity();
  }
};

/** The identity, fetched once per page load (a failure too: the next reload asks again). */
export const loadInstituteIdentity = (): Promise<InstituteIdentity> =>
  (pending ??= fetchIdentity().then((identity) => (loaded = identity)));

/** The identity if this page load already has it, so a page opened later shows it without a blank moment. */
export const loadedInstituteIdentity = (): InstituteIdentity | null => loaded;

/** Forgets the identity, as a new page load would (tests start each case afresh with it). */
export const forgetInstituteIdentity = (): void => {
  loaded = null;
  pending = null;
};
