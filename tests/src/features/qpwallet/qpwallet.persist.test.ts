import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EformCompleted, EformState } from '@schemas/eforms';
import { qpwalletMachine } from '@machines/qpwallet.machine';
import { keepQpwallet, qpwalletPersistence } from '@/features/qpwallet/qpwallet.persist';
import { readPersisted, savePersisted } from '@/lib/persisted-flow';
import { COMPLETED, EFORM, TARGET } from '../../../support/eform-fixtures';

/** A Storage over a Map (the page's sessionStorage, without the shared window's). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const never = <T>() => new Promise<T>(() => {});
let completion: () => Promise<EformCompleted> = never<EformCompleted>;
const machine = qpwalletMachine.provide({
  actors: {
    loadTarget: fromPromise(async () => TARGET),
    loadMine: fromPromise(() => never<EformState | null>()),
    submitForm: fromPromise(async () => EFORM),
    completeRegistration: fromPromise(() => completion()),
  },
});
const SECRET = { captchaId: 'cap-secret', captchaText: 'pic9z' };
const kept = (a: ReturnType<typeof createActor<typeof machine>>) =>
  keepQpwallet(a.getSnapshot(), a.getPersistedSnapshot());

/** A visitor's flow at the registration step, after a wrong e-mail code (a code and an error in context). */
async function atRegistration() {
  completion = async () => {
    throw { code: 4301 };
  };
  const a = createActor(machine).start();
  a.send({ type: 'qpwallet.open', kind: 'mcard', mcId: 'SHOP1', loggedIn: false });
  await waitFor(a, (s) => s.matches('form'));
  a.send({ type: 'qpwallet.submit', email: 'visitor@example.com', ...SECRET });
  expect(kept(a)).toBe('skip'); // confirming: the picture code is still in context
  a.send({ type: 'qpwallet.confirm' });
  await waitFor(a, (s) => s.matches('submitted'));
  a.send({ type: 'qpwallet.continue' });
  a.send({ type: 'qpwallet.complete', code: '123456', termsAccepted: true });
  expect(kept(a)).toBe('skip'); // completing: restoring it would send the code again
  await waitFor(a, (s) => s.matches('registering') && s.context.errorCode !== null);
  expect(a.getSnapshot().context.code).toBe('123456');
  return a;
}

describe('the mini page keeps its progress for a reload', () => {
  it('keeps the step, the merchant and the e-form, never the picture code or the e-mail code', async () => {
    const a = await atRegistration();
    const store = memoryStorage();
    const { key } = qpwalletPersistence('mcard', 'SHOP1');
    expect(key).toBe('qpwallet:mcard:SHOP1');
    savePersisted(key, kept(a), store);
    const raw = store.getItem(key)!;
    expect(raw).not.toContain('123456');
    expect(raw).not.toContain(SECRET.captchaText);
    expect(raw).not.toContain(SECRET.captchaId);

    // The reload: a new actor from the stored snapshot, at the same step with the same data.
    const restored = readPersisted(machine, key, store);
    const b = createActor(machine, { snapshot: restored }).start();
    expect(b.getSnapshot().value).toBe('registering');
    expect(b.getSnapshot().context).toMatchObject({
      mcId: 'SHOP1',
      target: TARGET,
      eform: EFORM,
      entry: { email: 'visitor@example.com', captchaId: '', captchaText: '' },
      code: '',
      errorCode: null,
    });
    // It carries on: the restored flow completes with a new code.
    let asked: unknown;
    const provided = machine.provide({
      actors: {
        completeRegistration: fromPromise(
          async ({ input }) => ((asked = input), { eform: COMPLETED, login: null }),
        ),
      },
    });
    const c = createActor(provided, { snapshot: restored }).start();
    c.send({ type: 'qpwallet.complete', code: '654321', termsAccepted: true });
    await waitFor(c, (s) => s.matches('done'));
    expect(asked).toEqual({ id: EFORM.id, code: '654321', mcId: 'SHOP1' });
    // A finished flow is forgotten.
    expect(keepQpwallet(c.getSnapshot(), c.getPersistedSnapshot())).toBe('clear');
    savePersisted(key, 'clear', store);
    expect(store.getItem(key)).toBeNull();
  });

  it('an unknown merchant, an invalid code and a loading moment keep nothing new', async () => {
    const a = createActor(machine).start();
    expect(kept(a)).toBe('skip'); // opening
    a.send({ type: 'qpwallet.open', kind: 'other', mcId: 'SHOP1', loggedIn: false });
    expect(kept(a)).toBe('clear');
  });

  it('a stored snapshot the machine no longer knows (or not JSON) is dropped', () => {
    const store = memoryStorage();
    store.setItem('k', JSON.stringify({ status: 'active', value: 'renamedState', context: {} }));
    expect(readPersisted(machine, 'k', store)).toBeUndefined();
    expect(store.getItem('k')).toBeNull();
    store.setItem('k', '{not json');
    expect(readPersisted(machine, 'k', store)).toBeUndefined();
  });
});
