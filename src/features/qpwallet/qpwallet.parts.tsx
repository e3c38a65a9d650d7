import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { CodeIssued } from '@schemas/otp';
import type { CaptchaParts } from '@/components/captcha-parts';
import type { Blockchain, WalletType } from '@schemas/wallets';
import { partsContext } from '@/lib/parts-context';

/**
 * What the mini page uses of other features (features do not import each other, DESIGN §2): the route
 * wires in the members feature's picture code, e-mail code field and terms, its code and field texts, and the wallet labels.
 */
export type QpWalletParts = CaptchaParts & {
  /** The e-mail code input with its countdown and resend (started from the code the e-form sent). */
  OtpCodeField: ComponentType<{
    channel: 'email';
    recipient: () => string | null;
    purpose: 'signup' | 'login' | 'bind';
    value: string;
    onChange: (code: string) => void;
    error?: ReactNode;
    sent?: CodeIssued;
  }>;
  TermsCheckbox: ComponentType<{
    ref?: Ref<HTMLInputElement>;
    checked: boolean;
    onToggle: () => void;
    error?: string;
  }>;
  /** Texts for refusal codes the other forms share (picture code, e-mail code, wallet). */
  errorTexts: Partial<Record<number, MessageDescriptor>>;
  /** Text for a 4200 field issue the members forms know (e.g. 'email', 'code'). */
  issueText: (message: string) => string;
  chainLabel: Record<Blockchain, MessageDescriptor>;
  walletTypeLabel: Record<WalletType, MessageDescriptor>;
};

const parts = partsContext<QpWalletParts>('QpWalletPartsProvider');
/** Makes the wired parts available to the screens. */
export const QpWalletPartsProvider = parts.Provider;
/** The parts the route wired in (a screen outside the provider is a programming error). */
export const useParts = parts.useParts;
