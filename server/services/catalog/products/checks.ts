import { getAddress, parseUnits } from 'ethers';
import type { Db } from '../../../db/client';
import { ApiError, fail } from '../../../http/errors';
import { Code } from '../../../schemas/codes';
import { requireOwnFile, type FileRow, type FileRule } from '../../content/files';

/** One field refusal of a VALIDATION_FAILED answer (the form marks `path`). */
export type Issue = { path: string; message: string };
export type { FileRow };

/** Answers VALIDATION_FAILED with every issue found, or returns when there is none. */
export function assertNoIssues(issues: Issue[]): void {
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
}

/** Creating collections and items needs the CREATE tag while the server checks it (spec §6 creator). */
export function assertCanCreate(checkEnabled: boolean, permiTagValues: readonly string[]): void {
  if (checkEnabled && !permiTagValues.includes('CREATE')) fail('FORBIDDEN', 'no_create_permission');
}

/**
 * The EIP-55 form of an address, or null when a mixed-case address carries a wrong checksum. Addresses
 * in one case carry no checksum and are accepted (ethers' rule).
 */
export function checksumAddress(raw: string): string | null {
  try {
    return getAddress(raw);
  } catch {
    return null;
  }
}

/** A decimal string as an exact integer of 10^-18 units (no floating point, DESIGN §5); null if malformed. */
export function toUnits18(value: string): bigint | null {
  if (!/^\d{1,18}(\.\d{1,18})?$/.test(value)) return null;
  try {
    return parseUnits(value, 18);
  } catch {
    return null;
  }
}

/** Whether two decimal strings are the same number ('5' equals '5.00'); false when either is malformed. */
export function sameDecimal(a: string, b: string): boolean {
  const x = toUnits18(a);
  return x !== null && x === toUnits18(b);
}

/**
 * The caller's own upload for a form field, or the issue requireOwnFile refused it with (file_not_found,
 * file_purpose), so one form answers every field's refusal at once.
 */
export async function ownFile(
  db: Db,
  memberId: string,
  fileId: string,
  rule: FileRule,
): Promise<{ file: FileRow; issue?: undefined } | { file?: undefined; issue: Issue }> {
  try {
    return { file: await requireOwnFile(db, memberId, fileId, rule) };
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.VALIDATION_FAILED && Array.isArray(err.data)) {
      return { issue: (err.data as Issue[])[0]! };
    }
    throw err;
  }
}
