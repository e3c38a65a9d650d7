import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition } from 'xstate';
import {
  EMAIL_TAKEN_CODE,
  merchantRegistrationMachine as machine,
  REGISTRATION_DEFAULT_CODE,
  type CompanyValues,
  type EmailCheck,
  type ContactValues,
  type RegistrationRequest,
} from '@machines/merchant-registration.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const company: CompanyValues = {
  companyName: 'Harbour Tea House',
  entityType: 'LIMITED_COMPANY',
  industry: 'FOOD_BEVERAGE',
  mainBusiness: 'Tea',
  region: 'HK',
  address: '1 Harbour Road',
  businessDemand: '',
};
const contact: ContactValues = {
  contactFirstName: 'Mei',
  contactLastName: 'Chan',
  position: 'Owner',
  contactAreaCode: '+852',
  contactNumber: '23456789',
  email: 'mei@tea.example',
  website: 'https://tea.example',
};
const doc = new File(['%PDF-1.4'], 'x.pdf', { type: 'application/pdf' });
const request: RegistrationRequest = {
  ...company,
  ...contact,
  code: '123456',
  password: 'TeaHouse2026',
  confirm: 'TeaHouse2026',
  promoConsent: false,
  termsAccepted: true,
  documents: { BR: doc, CI: doc, BANK_STATEMENT: doc },
  locale: 'zh_TW',
};
const answer = { memberId: 'm', token: 't', name: 'Harbour Tea House', applicationId: 'a' };

const events = [
  { type: 'registration.next', company },
  { type: 'registration.contact', contact },
  { type: 'registration.back' },
  {
    type: 'xstate.done.actor.checkEmail',
    output: { registered: false, merchant: false },
  },
  { type: 'registration.submit', request },
  { type: 'xstate.done.actor.register', output: answer },
] as never[];

describe('merchant registration machine', () => {
  it('reaches every state: company, contact, the e-mail check, account, submitting, registered', () => {
    const reached = reachableStates(machine, events);
    expect(reached.get('registered')).toEqual([
      'xstate.init',
      'registration.next',
      'registration.contact',
      'xstate.done.actor.checkEmail',
      'registration.submit',
      'xstate.done.actor.register',
    ]);
    expect(unreachedStates(machine, events).filter((s) => s !== 'restoring')).toEqual([]);
  });

  it('resumes a draft at the step it reached after a reload', () => {
    const at = (draft: object | null) => getInitialSnapshot(machine, { draft: draft as never }).value;
    expect(at(null)).toBe('company');
    expect(at({ step: 'contact', company, contact: null })).toBe('contact');
    expect(at({ step: 'account', company, contact })).toBe('account');
  });

  it('saves the draft on each step, without secrets or files, and clears it once registered', async () => {
    const saved: unknown[] = [];
    const clear = vi.fn();
    const actor = createActor(
      machine.provide({
        actions: { saveDraft: (_, draft) => void saved.push(draft), clearDraft: clear },
        actors: {
          checkEmail: fromPromise<EmailCheck, { email: string }>(async () => ({
            registered: false,
            merchant: false,
          })),
          register: fromPromise(async () => answer),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'registration.next', company });
    actor.send({ type: 'registration.contact', contact });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('account'));
    expect(saved).toEqual([
      { step: 'contact', company, contact: null },
      { step: 'account', company, contact },
    ]);
    actor.send({ type: 'registration.submit', request });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.answer).toEqual(answer);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('keeps a member’s e-mail at step 2 (4304) and a failed check’s code', () => {
    const checking = machine.resolveState({
      value: 'checkingEmail',
      context: { ...base(), company, contact },
    });
    const [taken] = transition(machine, checking, {
      type: 'xstate.done.actor.checkEmail',
      output: { registered: true, merchant: false },
    } as never);
    expect([taken.value, taken.context.errorCode]).toEqual(['contact', EMAIL_TAKEN_CODE]);
    const [down] = transition(machine, checking, {
      type: 'xstate.error.actor.checkEmail',
      error: new Error('offline'),
    } as never);
    expect([down.value, down.context.errorCode]).toEqual(['contact', REGISTRATION_DEFAULT_CODE]);
  });

  it('submits only with the terms accepted and the three required documents', () => {
    const account = machine.resolveState({ value: 'account', context: { ...base(), company, contact } });
    const send = (r: RegistrationRequest) =>
      transition(machine, account, { type: 'registration.submit', request: r })[0].value;
    expect(send({ ...request, termsAccepted: false })).toBe('account');
    expect(send({ ...request, documents: { BR: doc, CI: doc } })).toBe('account');
    expect(send({ ...request, documents: { BR: doc, CI: doc, BANK_STATEMENT: doc, OTHER: doc } })).toBe(
      'submitting',
    );
  });

  it('goes back to the account step with the code and the field issues of a refusal', () => {
    const submitting = machine.resolveState({
      value: 'submitting',
      context: { ...base(), company, contact, request },
    });
    const [failed] = transition(machine, submitting, {
      type: 'xstate.error.actor.register',
      error: { code: 4200, data: [{ path: 'docBr', message: 'file_type' }] },
    } as never);
    expect(failed.value).toBe('account');
    expect(failed.context).toMatchObject({
      errorCode: 4200,
      issues: [{ path: 'docBr', message: 'file_type' }],
    });
    expect(transition(machine, failed, { type: 'registration.back' })[0].value).toBe('contact');
  });

  it('goes back to the step that holds a refused field of step 1 or 2, with its issues', () => {
    const submitting = machine.resolveState({
      value: 'submitting',
      context: { ...base(), company, contact, request },
    });
    const refuse = (path: string) =>
      transition(machine, submitting, {
        type: 'xstate.error.actor.register',
        error: { code: 4200, data: [{ path, message: 'too_long' }] },
      } as never)[0];
    const atCompany = refuse('companyName');
    expect(atCompany.value).toBe('company');
    expect(atCompany.context.issues).toEqual([{ path: 'companyName', message: 'too_long' }]);
    const atContact = refuse('website');
    expect(atContact.value).toBe('contact');
    expect(atContact.context.issues).toEqual([{ path: 'website', message: 'too_long' }]);
    // Going on from the fixed step forgets the refusal.
    const [next] = transition(machine, atCompany, { type: 'registration.next', company });
    expect(next.context).toMatchObject({ errorCode: null, issues: [] });
  });

  it('keeps a 4200 of the e-mail check on the contact step', () => {
    const checking = machine.resolveState({
      value: 'checkingEmail',
      context: { ...base(), company, contact },
    });
    const [failed] = transition(machine, checking, {
      type: 'xstate.error.actor.checkEmail',
      error: { code: 4200, data: [{ path: 'email', message: 'email' }] },
    } as never);
    expect(failed.value).toBe('contact');
    expect(failed.context.issues).toEqual([{ path: 'email', message: 'email' }]);
  });
});

function base() {
  return { company: null, contact: null, errorCode: null, issues: [], request: null, answer: null };
}
