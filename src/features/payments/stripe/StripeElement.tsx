import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { CardRefusal } from '../shared/CardRefusal';

/** Spec §8 codes of Stripe.js's refusals: an expired card 1009, any other card refusal 1004, else 1005. */
export function codeOfStripeError(e: StripeError): number {
  if (e.code === 'expired_card' || e.decline_code === 'expired_card') return 1009;
  if (e.type === 'card_error' || e.type === 'validation_error') return 1004;
  return 1005;
}

/** Stripe.js's locale for ours (it knows zh-TW, zh, ja, ko and en). */
const STRIPE_LOCALE = { zh_TW: 'zh-TW', zh_CN: 'zh', en_JP: 'ja', en_KR: 'ko' } as const;

/**
 * Stripe's Payment Element on our page (a publishable key is configured): Stripe.js collects the card and
 * confirms the PaymentIntent, 3-D Secure included (`redirect: 'if_required'`; a redirect-based method comes
 * back to the return page). Loaded with this module only, so no other page carries Stripe.js.
 */
export default function StripeElement(p: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amount: string;
  code: number | null;
  onConfirmed: () => void;
  onFailed: (code: number) => void;
}) {
  const { i18n } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [busy, setBusy] = useState(false);
  const { publishableKey, clientSecret } = p;
  // The latest handler, without remounting the Element on every render of the page.
  const failed = useRef(p.onFailed);
  useEffect(() => {
    failed.current = p.onFailed;
  });
  const locale = STRIPE_LOCALE[i18n.locale as keyof typeof STRIPE_LOCALE] ?? 'en';

  useEffect(() => {
    let live = true;
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey, { locale });
      if (!live) return;
      if (!stripe || !mount.current) return failed.current(1005);
      const elements = stripe.elements({ clientSecret });
      elements.create('payment').mount(mount.current);
      setReady({ stripe, elements });
    })().catch(() => live && failed.current(1005));
    return () => {
      live = false;
    };
  }, [publishableKey, clientSecret, locale]);

  const confirm = async () => {
    if (!ready) return;
    setBusy(true);
    const back = new URL(p.returnUrl, window.location.href).href;
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: back },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) p.onFailed(codeOfStripeError(error));
    else p.onConfirmed();
  };
  const amount = p.amount;
  return (
    <Stack gap="sm">
      <Box ref={mount} mih={120} />
      {p.code !== null && <CardRefusal code={p.code} />}
      <Button
        size="md"
        loading={busy || !ready}
        leftSection={<IconLock size={16} aria-hidden />}
        onClick={() => void confirm()}
      >
        <Trans>Pay {amount}</Trans>
      </Button>
    </Stack>
  );
}
