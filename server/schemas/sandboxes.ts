import * as v from 'valibot';

/**
 * Sandbox providers that stand in for a real outside party (server/sandboxes/registry.ts lists what implies
 * each and which settings replace it). A new sandbox (payments…) adds its id here and its rule there.
 */
export const SANDBOX_IDS = [
  'google',
  'devMailbox',
  'custonomy',
  'rates',
  'card',
  'stripe',
  'mastercard',
  'byon',
  'spiral',
  'superAdmin',
] as const;
export const SandboxId = v.picklist(SANDBOX_IDS);
export type SandboxId = v.InferOutput<typeof SandboxId>;

/** The sandboxes on in this server, so the app can say so on every page (empty: none). */
export const SandboxesAnswer = v.object({ sandboxes: v.array(SandboxId) });
export type SandboxesAnswer = v.InferOutput<typeof SandboxesAnswer>;
