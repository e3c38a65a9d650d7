import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActorStatus } from '@/lib/inspection-store';

/** An actor's status in words (XState's snapshot status; `active` is a running actor). */
export const STATUS: Record<ActorStatus, MessageDescriptor> = {
  created: msg`not started`,
  active: msg`running`,
  done: msg`done`,
  error: msg`failed`,
  stopped: msg`stopped`,
};
