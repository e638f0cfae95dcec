import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pageErrors, browserForFile } from './support/browser';
import { chooseOption, confirm, requestsDuring } from './support/admin';

const session = browserForFile({ loggedInAs: 'admin' });

const userDetails = () => session.page.getByRole('region', { name: 'User Details' });
const memberRole = () => session.page.getByRole('region', { name: 'Set User Role for a Member' });

/** Fills the user details form, confirms and returns the result dialog. */
async function createUser(email: string): Promise<Locator> {
  const form = userDetails();
  await form.getByLabel('E-mail').fill(email);
  await chooseOption(session.page, form, 'User Role', 'Applicant');
  await form.getByLabel('First Name').fill('Ruwan');
  await form.getByLabel('Last Name').fill('Dias');
  await form.getByRole('button', { name: 'Create User' }).click();
  await confirm(session.page, 'Yes');
  return session.page.getByRole('dialog');
}

/** Fills the member role form, confirms and returns the result dialog. */
async function setMemberRole(memberNumber: string): Promise<Locator> {
  const form = memberRole();
  await form.getByLabel('Member Number').fill(memberNumber);
  await chooseOption(session.page, form, 'User Role', 'Member');
  await form.getByRole('button', { name: 'Set Role' }).click();
  await confirm(session.page, 'Yes');
  return session.page.getByRole('dialog');
}

describe('User ID Creation (/user/usercreation)', () => {
  it('an empty submit shows the four required messages and sends no request', async () => {
    await session.page.goto('/user/usercreation');
    const sent = await requestsDuring(session.page, '/usermanagement/usercreation', async () => {
      await userDetails().getByRole('button', { name: 'Create User' }).click();
      for (const message of ['E-mail cannot be empty', 'First Name is Required', 'Last Name is Required', 'Select User Role Required']) {
        await userDetails().getByText(message).waitFor();
      }
      expect(await session.page.getByText('Are you sure?').count()).toBe(0);
    });
    expect(sent).toBe(0);
  });

  it("an existing user's e-mail answers 'Duplicate email'", async () => {
    await session.page.goto('/user/usercreation');
    const result = await createUser('admin@example.org');
    await result.getByText('Duplicate email').waitFor();
    const reload = session.page.waitForEvent('load');
    await result.getByRole('button', { name: 'OK' }).click();
    await reload;
  });

  it("a legacy account's username answers 'Username already taken'", async () => {
    await session.page.goto('/user/usercreation');
    const result = await createUser('nuwan.legacy@example.org');
    await result.getByText('Username already taken').waitFor();
  });

  it("member role assignment: an unknown number answers 'No member number found'", async () => {
    await session.page.goto('/user/usercreation');
    const result = await setMemberRole('ZZ999');
    await result.getByText('No member number found').waitFor();
    await result.getByRole('button', { name: 'OK' }).click();
    await result.waitFor({ state: 'detached' });
    // no reload after this form: the number is still there to correct
    expect(await memberRole().getByLabel('Member Number').inputValue()).toBe('ZZ999');
  });

  it("member role assignment: more than 5 characters shows 'Invalid Member number' and sends nothing", async () => {
    await session.page.goto('/user/usercreation');
    const form = memberRole();
    const sent = await requestsDuring(session.page, '/set-user-role-from-member', async () => {
      await form.getByLabel('Member Number').fill('M123456');
      await chooseOption(session.page, form, 'User Role', 'Member');
      await form.getByRole('button', { name: 'Set Role' }).click();
      await form.getByText('Invalid Member number').waitFor();
      expect(await session.page.getByText('Are you sure?').count()).toBe(0);
    });
    expect(sent).toBe(0);
    expect(pageErrors.get(session.page)).toEqual([]);
  });
});
