import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import * as v from 'valibot';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '@machines/checkout.machine';
import { PromoCode } from '@schemas/orders';
import { checkoutError, fieldError, promoErrorTexts } from './checkout.errors';

/** The optional promotion code (spec §5/§8): apply, see why it was refused, or remove it. */
export function PromoCodeField({ actor }: { actor: ActorRefFrom<typeof checkoutMachine> }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const applied = useSelector(actor, (s) => s.context.promoCode);
  const refused = useSelector(actor, (s) => s.context.promoError);
  const applying = useSelector(actor, (s) => s.matches('applyingPromo'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (applied)
    return (
      <Group justify="space-between" wrap="nowrap">
        <Badge variant="light" color="teal" size="lg" style={{ textTransform: 'none' }}>
          <Trans>Code {applied} applied</Trans>
        </Badge>
        <Button
          variant="subtle"
          size="xs"
          disabled={busy}
          onClick={() => actor.send({ type: 'checkout.promo.remove' })}
        >
          <Trans>Remove code</Trans>
        </Button>
      </Group>
    );

  const apply = () => {
    const parsed = v.safeParse(PromoCode, text);
    if (!parsed.success) {
      setLocal(fieldError(parsed.issues[0]?.message));
      return;
    }
    setLocal(null);
    actor.send({ type: 'checkout.promo.apply', code: parsed.output });
  };
  const error = local ?? (refused !== null ? checkoutError(refused, promoErrorTexts) : null);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t`Promotion code (optional)`}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter applies the code instead of submitting the whole order.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          maxLength={20}
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="light"
          onClick={apply}
          loading={applying}
          disabled={busy || text.trim() === ''}
          mb={error ? 22 : 0}
        >
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
