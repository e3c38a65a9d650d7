import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { createContext, type ComponentType, type ReactNode, use } from 'react';
import type { CaptchaAnswer } from '@schemas/otp';

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

const PartsContext = createContext<CaptchaParts | null>(null);

export function CaptchaPartsProvider({ parts, children }: { parts: CaptchaParts; children: ReactNode }) {
  return <PartsContext value={parts}>{children}</PartsContext>;
}

/** The wired parts (a form outside a provider is a programming error). */
export function useCaptchaParts(): CaptchaParts {
  const parts = use(PartsContext);
  if (!parts) throw new Error('CaptchaPartsProvider missing');
  return parts;
}
