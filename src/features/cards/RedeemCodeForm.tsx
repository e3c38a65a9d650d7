import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { REDEEM_CODE_LENGTH } from '@schemas/cards';
import { errorText } from '@/lib/error-text';
import { issueAt } from '@/lib/field-issues';
import { cardsApi } from './cards.api';
import { cardFieldTexts, redeemErrorTexts } from './cards.errors';
import { cardQueries } from './cards.queries';

const clean = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** Card registration by a 16-character redeem code (spec §2, §5, §8 Redeem: 1045, 1029, 1027, 1028/404). */
export function RedeemCodeForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: () => cardsApi.redeem(clean(code)),
    onSuccess: async (card) => {
      notify(t`Welcome to ${card.name}!`, 'teal');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
      await navigate({ to: '/memberCard', search: { id: card.id } });
    },
  });
  // A code the server refused as a field (4200) is marked on the field, in the reason's words.
  const refused = issueAt(redeem.error, 'code');
  const fieldError =
    local ?? (refused ? i18n._(cardFieldTexts[refused] ?? cardFieldTexts.redeem_code_length!) : null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (clean(code).length !== REDEEM_CODE_LENGTH) {
          setLocal(i18n._(cardFieldTexts.redeem_code_length!));
          return;
        }
        setLocal(null);
        redeem.mutate();
      }}
      noValidate
    >
      <Stack gap="sm">
        {redeem.isError && (
          <Alert color="red" role="alert">
            {errorText(redeem.error, redeemErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Redeem code`}
          description={t`16 characters, as printed on your card or voucher`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={redeem.isPending}>
            <Trans>Register the card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
