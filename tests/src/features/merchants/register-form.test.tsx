import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { RegistrationRequest } from '@machines/merchant-registration.machine';
import type { CompanyInfo, ContactPerson, MerchantApplication } from '@schemas/merchant-registration';
import { registrationFlow } from '@/features/merchants/merchants.actors';
import { RegisterFormPage } from '@/features/merchants/RegisterFormPage';
import { session } from '@/lib/session';
import { okAnswer, stubApi } from '../../../support/api-stub';
import { render, testQueryClient } from '../../../support/render';
import { FakeXhr, useNodeFormData } from '../../components/fake-xhr';

const COMPANY: CompanyInfo = {
  companyName: 'Harbour Tea House',
  entityType: 'LIMITED_COMPANY',
  industry: 'FOOD_BEVERAGE',
  mainBusiness: 'Tea shop and café',
  region: 'HK',
  address: '1 Harbour Road, Wan Chai',
  businessDemand: '',
};
const CONTACT: ContactPerson = {
  contactFirstName: 'Mei',
  contactLastName: 'Chan',
  position: 'Owner',
  contactAreaCode: '+852',
  contactNumber: '23456789',
  email: 'mei@tea.example.com',
  website: 'https://tea.example.com',
};
const REQUEST: RegistrationRequest = {
  ...COMPANY,
  ...CONTACT,
  code: '123456',
  password: 'TeaHouse2026',
  confirm: 'TeaHouse2026',
  promoConsent: false,
  termsAccepted: true,
  documents: {},
  locale: 'en_US',
};
const APPLICATION: MerchantApplication = {
  id: 'a1',
  status: 'PENDING',
  ...COMPANY,
  ...CONTACT,
  promoConsent: false,
  locale: 'en_US',
  reviewNote: '',
  requestedDocument: null,
  mcId: null,
  documents: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  reviewedAt: null,
};

useNodeFormData();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('registerForm', () => {
  it('shows the application once the registration signs the applicant in, however slowly it loads', async () => {
    // The application answers only when let through: a busy server, still answering the page's own load when
    // the registration replaces the previous account's cache.
    let letThrough = () => {};
    const answered = new Promise<void>((resolve) => (letThrough = resolve));
    const calls = stubApi({
      '/api/merchants/application': async () => {
        await answered;
        return okAnswer(APPLICATION);
      },
    });
    const queryClient = testQueryClient();
    const clear = vi.spyOn(queryClient, 'clear');
    await render(() => <RegisterFormPage />, { path: '/registerForm', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Register your business' })).toBeInTheDocument();

    // The registration machine's effect, as RegistrationPage's submit runs it (session.start signs in here).
    const register = registrationFlow(queryClient, () => {}).implementations.actors.register as AnyActorLogic;
    const registering = toPromise(createActor(register, { input: REQUEST }).start());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().answer(200, {
      memberId: 'm1',
      token: 'tok',
      name: 'Harbour Tea House',
      applicationId: 'a1',
    });
    await waitFor(() => {
      expect(clear).toHaveBeenCalled();
      expect(calls.some((c) => c.path === '/api/merchants/application')).toBe(true);
    });
    letThrough();
    await registering;

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Tea House' })).toBeInTheDocument();
  });
});
