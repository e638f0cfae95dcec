import type { Page } from 'playwright-core';

/** The sandbox's test card that the gateway approves (README, "Card gateway sandbox and its test cards"). */
const APPROVED_CARD = { number: '4916 2175 0161 1292', expiry: '12/30', cvv: '123' };

/**
 * On the card gateway sandbox's checkout page: waits for it (and for `amount` on it, when given), fills the approved
 * test card in `holder`'s name and pays; the sandbox then sends the browser back to the page the payment started from.
 */
export async function payWithApprovedCard(page: Page, holder: string, { amount }: { amount?: string } = {}): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/payment-sandbox/checkout'));
  if (amount) await page.getByText(amount).first().waitFor();
  await page.getByLabel('Card number').fill(APPROVED_CARD.number);
  await page.getByLabel('Expiry (MM/YY)').fill(APPROVED_CARD.expiry);
  await page.getByLabel('CVV').fill(APPROVED_CARD.cvv);
  await page.getByLabel('Name on card').fill(holder);
  await page.getByRole('button', { name: /^Pay / }).click();
}
