import type { UseFormReturnType } from '@mantine/form';
import { createContext, type ComponentType, type ReactNode, type Ref, use } from 'react';

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

const PartsContext = createContext<MerchantParts | null>(null);

export function MerchantPartsProvider({ parts, children }: { parts: MerchantParts; children: ReactNode }) {
  return <PartsContext value={parts}>{children}</PartsContext>;
}

/** The parts the route wired in (a step outside the page is a programming error). */
export function useMerchantParts(): MerchantParts {
  const parts = use(PartsContext);
  if (!parts) throw new Error('MerchantPartsProvider missing');
  return parts;
}
