import { fromPromise } from 'xstate';
import { contactMachine, type ContactMessage } from '@machines/contact.machine';
import { api } from '@/lib/api';

/** The contact machine's effects: POST /api/contact (login required; the api client signs and adds the session). */
export const contactActors = {
  sendMessage: fromPromise<{ id: number }, ContactMessage>(({ input, signal }) =>
    api.post<{ id: number }>('/api/contact', { ...input }, { signal }),
  ),
};

/** The contact flow with its real effects. */
export const contactFlow = contactMachine.provide({ actors: contactActors });
