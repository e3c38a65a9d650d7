import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { formatCoins } from './coin-text';
import { coinsApi } from './coins.api';
import { coinRefusalText } from './coins.errors';
import { coinQueries } from './coins.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Draft = { memberId: string; direction: 'add' | 'take'; amount: string; reason: string };
const EMPTY: Draft = { memberId: '', direction: 'add', amount: '', reason: '' };

/**
 * adjustCoins: add coins to a member (a new lot, spendable at once) or take some back, with a reason. It moves
 * a member's balance, so the merchant reviews it first; the key is made once per confirmed adjustment, so a
 * retry after a lost answer is not counted twice.
 */
export function AdjustCoinsDialog({ symbol }: { symbol: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [d, setD] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const key = useRef('');
  const run = useMutation({
    mutationFn: () =>
      coinsApi.adjust({
        memberId: d.memberId.trim(),
        delta: `${d.direction === 'take' ? '-' : ''}${d.amount.trim()}`,
        reason: d.reason.trim(),
        key: key.current,
      }),
    onSuccess: async () => {
      notify(t`Coins adjusted.`, 'teal');
      close();
      await queryClient.invalidateQueries({ queryKey: coinQueries.liability().queryKey });
    },
  });
  const problems = {
    memberId: UUID.test(d.memberId.trim()) ? null : t`Enter the member's ID (from the Members tab).`,
    amount: /^[1-9]\d{0,14}$/.test(d.amount.trim()) ? null : t`A whole number of coins, more than zero.`,
    reason: d.reason.trim() ? null : t`Required.`,
  };
  const valid = !problems.memberId && !problems.amount && !problems.reason;
  function close() {
    setOpened(false);
    setStep('edit');
    setD(EMPTY);
    setTried(false);
    run.reset();
  }
  const review = () => {
    setTried(true);
    if (!valid) return;
    key.current = `adjust:${crypto.randomUUID()}`;
    setStep('confirm');
  };
  const amount = formatCoins(d.amount.trim() || '0', i18n.locale);
  const member = d.memberId.trim();
  const reason = d.reason.trim();
  return (
    <>
      <Button variant="light" w="fit-content" onClick={() => setOpened(true)}>
        <Trans>Adjust a member's coins</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={step === 'edit' ? t`Adjust a member's coins` : t`Confirm the adjustment`}
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        centered
      >
        {step === 'edit' ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              review();
            }}
          >
            <Stack>
              <TextInput
                label={t`Member ID`}
                required
                value={d.memberId}
                onChange={(e) => setD({ ...d, memberId: e.currentTarget.value })}
                error={tried ? problems.memberId : null}
                data-autofocus
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="adjust-direction">
                  <Trans>Add or take</Trans>
                </Text>
                <SegmentedControl
                  aria-labelledby="adjust-direction"
                  value={d.direction}
                  onChange={(x) => setD({ ...d, direction: x as Draft['direction'] })}
                  data={[
                    { value: 'add', label: t`Add coins` },
                    { value: 'take', label: t`Take coins` },
                  ]}
                />
              </Stack>
              <TextInput
                label={t`Coins`}
                inputMode="numeric"
                required
                value={d.amount}
                onChange={(e) => setD({ ...d, amount: e.currentTarget.value })}
                error={tried ? problems.amount : null}
              />
              <TextInput
                label={t`Reason`}
                required
                maxLength={200}
                value={d.reason}
                onChange={(e) => setD({ ...d, reason: e.currentTarget.value })}
                error={tried ? problems.reason : null}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit">
                  <Trans>Review</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Text>
              {d.direction === 'add' ? (
                <Trans>
                  Add {amount} {symbol} to member {member}? They can spend them at once.
                </Trans>
              ) : (
                <Trans>
                  Take {amount} {symbol} from member {member}? Their soonest expiring coins go first.
                </Trans>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Reason: {reason}</Trans>
            </Text>
            {run.isError && (
              <Alert color="red" role="alert">
                {coinRefusalText(run.error, i18n)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('edit')} disabled={run.isPending}>
                <Trans>Go back</Trans>
              </Button>
              <Button onClick={() => run.mutate()} loading={run.isPending}>
                <Trans>Confirm adjustment</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
