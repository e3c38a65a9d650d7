import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CaptchaAnswer } from '@schemas/otp';
import { partsContext } from '@/lib/parts-context';

/**
 * The picture code a feature borrows from the members feature (features do not import each other, DESIGN
 * §2): the route wires in its captcha query and field, and the feature's forms read them from here.
 */
export type CaptchaParts = {
  captchaQuery: () => UseQueryOptions<CaptchaAnswer, Error, CaptchaAnswer, any>;
  CaptchaField: ComponentType<{
    captcha: UseQueryResult<CaptchaAnswer>;
    value: string;
    onChange: (text: string) => void;
    error?: string | undefined;
  }>;
};

const parts = partsContext<CaptchaParts>('CaptchaPartsProvider');
/** Makes the wired parts available to the screens. */
export const CaptchaPartsProvider = parts.Provider;
/** The parts the route wired in (a screen outside the provider is a programming error). */
export const useCaptchaParts = parts.useParts;
