// The Content-Security-Policy of the app's pages (the API's answers carry helmet's own, the sandbox's pages
// theirs). Only the app's own scripts run; the app talks to its own origin only; forms go to this origin or
// the card gateway's checkout page. No upgrade-insecure-requests: TLS is the reverse proxy's business, and a
// plain-http demo on a LAN address must still load its own files.

/** The origin of an absolute http(s) URL, or null. */
const originOf = (url) => {
  try {
    const parsed = new URL(String(url ?? ''));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * @param {Record<string, string | undefined>} env PAYMENT_CHECKOUT_URL: a real gateway's checkout page, which
 *   the payment form posts to (the sandbox's is on this origin)
 * @returns {Record<string, string[]>} helmet's directives
 */
export function pagePolicy(env) {
  const gateway = originOf(env.PAYMENT_CHECKOUT_URL);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Emotion (MUI's styling) writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The institute's logo may be an https address (Global Details' logoPath); files the app makes are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(gateway ? [gateway] : [])],
  };
}
