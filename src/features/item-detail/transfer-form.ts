import { isAddress } from 'ethers';
import * as v from 'valibot';
import { TransferForm } from '@schemas/wallets';
import { schemaIssues, type FieldIssue } from '@/lib/field-issues';

/** The transfer form as typed. */
export type TransferValues = { toAddress: string; quantity: number };
export const EMPTY_TRANSFER: TransferValues = { toAddress: '', quantity: 1 };

const Fields = v.pick(TransferForm, ['toAddress', 'quantity']);

/**
 * The server's checks (TransferForm) on the two fields, then what it checks later: a mixed-case address must
 * match its checksum (EIP-55), and no more can go than the member holds.
 */
export function transferIssues(values: TransferValues, held: number): FieldIssue[] {
  const out = schemaIssues(Fields, values);
  if (!isAddress(values.toAddress.trim())) out.push({ path: 'toAddress', message: 'address_format' });
  const q = values.quantity;
  if (!(Number.isInteger(q) && q >= 1 && q <= held)) out.push({ path: 'quantity', message: 'quantity' });
  return out;
}
