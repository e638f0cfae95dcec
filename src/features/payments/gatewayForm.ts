/**
 * Hands the member over to the card gateway: a plain form POST (same tab) of exactly the fields the
 * server prepared (amount and hash included), so the browser never states an amount itself.
 */
import { API_BASE_URL, buildUrl } from '../../providers/http';

/**
 * The gateway page's address: the API answers the sandbox's page relative to the API base, or the configured
 * gateway's own checkout as an absolute http(s) URL (PayHere's sandbox or live checkout).
 */
export const checkoutAction = (checkoutUrl: string) => (/^https?:\/\//i.test(checkoutUrl) ? checkoutUrl : buildUrl(API_BASE_URL, checkoutUrl));

export const postToGateway = (checkoutUrl: string, fields: Readonly<Record<string, string>>, doc: Document = document): void => {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = checkoutAction(checkoutUrl);
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
};
