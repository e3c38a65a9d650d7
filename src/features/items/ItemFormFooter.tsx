import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Code } from '@schemas/codes';
import type { itemFormMachine } from '@machines/item-form.machine';
import type { ItemFormMode } from './item-form';
import { refusalText } from './items.errors';

type Props = {
  actor: ActorRefFrom<typeof itemFormMachine>;
  mode: ItemFormMode;
  itemId?: string;
  /** Issue texts for fields the form does not show. */
  unplaced: string[];
  hasIssues: boolean;
  /** A file is still being sent: saving waits for it. */
  uploading: boolean;
};

/** The submit button with what stopped the last attempt: fields to fix, or the refusal and its code. */
export function ItemFormFooter({ actor, mode, itemId, unplaced, hasIssues, uploading }: Props) {
  const { i18n } = useLingui();
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.status === 'done');
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const code = useSelector(actor, (s) => s.context.code);
  const reason = useSelector(actor, (s) => s.context.reason);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'item.retry' }));
  const fieldsToFix = hasIssues || (failed && code === Code.VALIDATION_FAILED);
  const permission = code === Code.FORBIDDEN && reason === 'no_create_permission';
  const onSale = reason === 'item_on_sale';
  // Codes a second try cannot change are not offered again.
  const retryable =
    code !== null &&
    ![Code.CONTRACT_TYPE_REQUIRED, Code.FORBIDDEN, Code.CONFLICT, Code.NOT_FOUND].includes(code as never);

  return (
    <Stack gap="sm">
      {fieldsToFix && (
        <Alert role="alert" color="red" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap={4}>
            <Text size="sm">
              <Trans>Some fields need your attention. Please check the highlighted fields.</Trans>
            </Text>
            {unplaced.length > 0 && (
              <List size="sm">
                {unplaced.map((u, i) => (
                  <List.Item key={i}>{u}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      {failed && code !== null && !fieldsToFix && !permission && (
        <Alert
          role="alert"
          color={onSale ? 'orange' : 'red'}
          icon={<IconAlertTriangle aria-hidden />}
          title={
            mode === 'edit' ? (
              <Trans>Your changes were not saved</Trans>
            ) : (
              <Trans>The item was not created</Trans>
            )
          }
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refusalText(code, reason, i18n)}</Text>
            {onSale && itemId && (
              <Anchor size="sm" renderRoot={(r) => <Link {...r} to="/itemView" search={{ id: itemId }} />}>
                <Trans>Go to the item to take it off shelf</Trans>
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              <Trans>Nothing you entered is lost. Error code: {code}</Trans>
            </Text>
            {retryable && canRetry && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => actor.send({ type: 'item.retry' })}
              >
                <Trans>Try again</Trans>
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {uploading && (
          <Text size="sm" c="dimmed" role="status">
            <Trans>Waiting for the upload to finish…</Trans>
          </Text>
        )}
        {mode === 'edit' && itemId && (
          <Button
            variant="default"
            renderRoot={(r) => <Link {...r} to="/itemView" search={{ id: itemId }} />}
          >
            <Trans>Back to the item</Trans>
          </Button>
        )}
        <Button
          type="submit"
          loading={busy}
          disabled={uploading}
          size="md"
          w={{ base: '100%', xs: 'auto' }}
          leftSection={
            mode === 'edit' ? (
              <IconDeviceFloppy size={18} aria-hidden />
            ) : (
              <IconSparkles size={18} aria-hidden />
            )
          }
        >
          {mode === 'edit' ? <Trans>Save changes</Trans> : <Trans>Create item</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}
