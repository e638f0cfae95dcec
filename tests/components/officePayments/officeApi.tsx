/** The office pages over the real http client with a stubbed fetch (memberAdmin's stubApi), and the steps a clerk takes. */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { ADMINISTRATOR, renderPage, stubApi, type Routes } from '../memberAdmin/memberApi';
import { AcceptMiscellaneousPaymentPage, AcceptNewMembershipPaymentPage, AcceptRenewalPaymentPage } from '../../../src/features/officePayments/OfficePaymentScreens';
import { duesAnswer, ITEMS } from './officeFixtures';

export const DUES = 'GET application/member-dues/M0011';

const PAGES = {
  '/member/acceptpayment': AcceptRenewalPaymentPage,
  '/member/accept-payment-new-membership': AcceptNewMembershipPaymentPage,
  '/member/accept-payment-miscellaneous': AcceptMiscellaneousPaymentPage,
} as const;
export type OfficePath = keyof typeof PAGES;

export const showOffice = (path: OfficePath, routes: Routes = {}, authProvider: AuthProvider = ADMINISTRATOR) => {
  const api = stubApi({ [DUES]: () => duesAnswer(), 'GET application/miscellaneous-items': () => ITEMS, ...routes });
  const Page = PAGES[path];
  renderPage(<Page />, path, authProvider);
  return api;
};

/** Six helpers share two cores: more than findBy's default second. */
export const SLOW = { timeout: 5000 };

export const search = (memberNo: string) => {
  fireEvent.change(screen.getByLabelText('Member Number'), { target: { value: memberNo } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

export const paymentForm = () => screen.findByRole('region', { name: 'Payment received at the office' }, SLOW);

export const fill = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

export const chooseItem = async (form: HTMLElement, name: RegExp) => {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Item/ }));
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
};

/** Record payment, then "Are you sure?"; answers the confirmation dialog. */
export const recordAndConfirm = async (form: HTMLElement) => {
  fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
  const sure = await screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
  return sure;
};

export const shows = (text: string | RegExp) => waitFor(() => expect(screen.getByText(text)).toBeInTheDocument(), SLOW);
