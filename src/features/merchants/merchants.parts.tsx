import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType, ReactNode, Ref } from 'react';
import { partsContext } from '@/lib/parts-context';

/** The account step's typed fields (the documents and consents live beside them). */
export type AccountFormValues = { code: string; password: string; confirm: string };

/**
 * What the merchant registration uses of the members feature (features do not import each other, DESIGN §2):
 * the route wires in the e-mail code field, the new-password fields with their checklist, and the terms.
 */
export type MerchantParts = {
  OtpCodeField: ComponentType<{
    channel: 'email';
    recipient: () => string | null;
    purpose: 'signup';
    value: string;
    onChange: (code: string) => void;
    error?: ReactNode;
  }>;
  NewPasswordFields: ComponentType<{ form: UseFormReturnType<AccountFormValues> }>;
  TermsCheckbox: ComponentType<{
    ref?: Ref<HTMLInputElement>;
    checked: boolean;
    onToggle: () => void;
    error?: string;
  }>;
};

const parts = partsContext<MerchantParts>('MerchantPartsProvider');
/** Makes the wired parts available to the screens. */
export const MerchantPartsProvider = parts.Provider;
/** The parts the route wired in (a screen outside the provider is a programming error). */
export const useMerchantParts = parts.useParts;
