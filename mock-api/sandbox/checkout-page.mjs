// The sandbox's own pages: plain HTML with inline CSS (no script, no external asset), fitting a 375 px phone.
// Every value is HTML-escaped; the order's signed fields travel on as hidden inputs to the pay step.
import { ORDER_FIELDS } from './checkout-request.mjs';
import { TEST_CARDS } from './test-cards.mjs';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** '7500.00' + 'LKR' -> 'LKR 7,500.00'. */
export const moneyText = (amount, currency) =>
  `${currency} ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1d2733;font-size:16px}
main{max-width:420px;margin:0 auto;padding:16px}
.brand{font-weight:700;color:#0b5cab;margin:4px 0 12px}
.card{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:12px}
h1{font-size:20px;margin:0 0 12px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#5b6876}dd{margin:0;overflow-wrap:anywhere;text-align:right}
.amount{font-size:22px;font-weight:700}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px;font-size:16px;border:1px solid #9aa7b4;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.error{background:#fdecea;color:#8a1c12;border-radius:6px;padding:10px;margin-bottom:12px}
.actions{display:flex;flex-direction:row-reverse;gap:12px;margin-top:16px}
button{flex:1;padding:12px;font-size:16px;border-radius:6px;border:0;cursor:pointer}
.pay{background:#0b5cab;color:#fff;font-weight:700}.cancel{background:#dde3ea;color:#1d2733}
details{font-size:14px;color:#5b6876}code{overflow-wrap:anywhere}
`;

const page = (title, content) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><main><p class="brand">Card payment sandbox</p>${content}</main></body></html>`;

const hidden = (order) => ORDER_FIELDS.map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(order[name])}">`).join('');

const summary = (order) => `<section class="card"><h1>Order summary</h1><dl>
<dt>Merchant</dt><dd>${escapeHtml(order.merchant_id)}</dd>
<dt>Order</dt><dd>${escapeHtml(order.order_id)}</dd>
<dt>Items</dt><dd>${escapeHtml(order.items)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(moneyText(order.amount, order.currency))}</dd></dl></section>`;

const testCards = () => `<details><summary>Sandbox test cards</summary><ul>${Object.entries(TEST_CARDS)
  .map(([digits, card]) => `<li><code>${escapeHtml(digits.replace(/(\d{4})(?=\d)/g, '$1 '))}</code>: ${escapeHtml(card.message)}</li>`)
  .join('')}</ul><p>Any future expiry (MM/YY), any 3-digit CVV.</p></details>`;

/**
 * The checkout page of a verified order. error: the card problem to show; values: what the payer typed
 * (the CVV is never echoed). Pay comes first in the form, so Enter pays; the CSS shows it on the right.
 */
export function checkoutPage(order, { error = '', values = {} } = {}) {
  const field = (name, label, attributes, value = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}>`;
  return page(`Pay ${moneyText(order.amount, order.currency)}`, `${summary(order)}
<section class="card">${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="pay">${hidden(order)}
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', values.cardNumber)}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required', values.expiry)}</div>
<div>${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
${field('cardName', 'Name on card', 'autocomplete="cc-name" maxlength="60" required', values.cardName)}
<div class="actions"><button type="submit" name="action" value="pay" class="pay" data-primary-action>Pay ${escapeHtml(moneyText(order.amount, order.currency))}</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button></div>
</form></section>${testCards()}`);
}

/** A request the sandbox cannot take (no payment is made). */
export const errorPage = (text) => page('Payment request refused', `<section class="card"><h1>Payment request refused</h1><p class="error" role="alert">${escapeHtml(text)}</p><p>No payment was made. Go back to the merchant's site and start again.</p></section>`);
