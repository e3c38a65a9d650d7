import { fromPromise } from 'xstate';
import { stampGrantMachine } from '@machines/stamp-grant.machine';
import type { StampGrant } from '@schemas/stamps';
import { stampsApi } from './stamps.api';

/** The stamp desk's effect: grantStamp with the scanned card QR and this scan's key. */
export const stampActors = {
  grant: fromPromise<StampGrant, { payload: string; key: string }>(({ input, signal }) =>
    stampsApi.grant(input.payload, input.key, { signal }),
  ),
};

/** The stamp desk with its real effect. */
export const stampGrantFlow = stampGrantMachine.provide({ actors: stampActors });
