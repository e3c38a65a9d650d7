import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyValues } from '@machines/merchant-registration.machine';
import { CompanyStep } from '@/features/merchants/CompanyStep';
import { RegistrationPage } from '@/features/merchants/RegistrationPage';
import { draftStore } from '@/features/merchants/registration-form';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const COMPANY: CompanyValues = {
  companyName: 'Harbour Tea House',
  entityType: 'LIMITED_COMPANY',
  industry: 'FOOD_BEVERAGE',
  mainBusiness: 'Tea shop and café',
  region: 'HK',
  address: '1 Harbour Road, Wan Chai',
  businessDemand: '',
};

afterEach(() => {
  draftStore.clear();
  vi.unstubAllGlobals();
});

describe('merchant registration: fields the server refuses (4200)', () => {
  it('step 2: the e-mail check refuses the e-mail, which is marked in words and focused', async () => {
    draftStore.write({ step: 'contact', company: COMPANY, contact: null });
    const calls = stubApi({
      '/api/merchants/validate': refusal(400, 4200, [{ path: 'email', message: 'email' }]),
    });
    const { user } = await render(() => <RegistrationPage onRegistered={() => {}} />, {
      path: '/registerForm',
    });
    await user.type(screen.getByLabelText(/^First name/), 'Mei');
    await user.type(screen.getByLabelText(/^Last name/), 'Chan');
    await user.type(screen.getByLabelText(/^Position/), 'Owner');
    await user.type(screen.getByLabelText(/^Contact number/), '23456789');
    await user.type(screen.getByLabelText(/^E-mail/), 'mei@tea.example.com');
    await user.type(screen.getByLabelText(/^Website/), 'https://tea.example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.map((c) => c.path)).toContain('/api/merchants/validate');
    expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Website/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('step 2: an e-mail that already has an account is marked on the field and focused', async () => {
    draftStore.write({ step: 'contact', company: COMPANY, contact: null });
    stubApi({ '/api/merchants/validate': okAnswer({ registered: true, merchant: false }) });
    const { user } = await render(() => <RegistrationPage onRegistered={() => {}} />, {
      path: '/registerForm',
    });
    await user.type(screen.getByLabelText(/^First name/), 'Mei');
    await user.type(screen.getByLabelText(/^Last name/), 'Chan');
    await user.type(screen.getByLabelText(/^Position/), 'Owner');
    await user.type(screen.getByLabelText(/^Contact number/), '23456789');
    await user.type(screen.getByLabelText(/^E-mail/), 'buyer@demo.local');
    await user.type(screen.getByLabelText(/^Website/), 'https://tea.example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/This e-mail already belongs to an account\./);
    expect(email).toHaveFocus();
  });

  it('step 1: a refused company field sent back to this step is marked in words, required fields marked', async () => {
    await render(
      () => (
        <CompanyStep
          initial={COMPANY}
          issues={[{ path: 'mainBusiness', message: 'too_long' }]}
          onNext={() => {}}
        />
      ),
      { path: '/registerForm' },
    );
    const main = screen.getByLabelText(/^Main business/);
    await waitFor(() => expect(main).toHaveAttribute('aria-invalid', 'true'));
    expect(main).toHaveAccessibleDescription(/This is too long\./);
    expect(main).toHaveFocus();
    expect(main).toBeRequired();
    expect(screen.getByLabelText(/^Company name/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
