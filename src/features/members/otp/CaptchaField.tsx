import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Image, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaAnswer } from '@schemas/otp';

type Props = {
  captcha: UseQueryResult<CaptchaAnswer>;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
};

/** The image captcha of spec §5: the picture, a button for a new one, and the text the member reads. */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const { t } = useLingui();
  const svg = captcha.data?.svg;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t`Picture code`}
        description={t`Type the characters in the picture`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        maxLength={8}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      {svg ? (
        <Image
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          alt={t`Picture code`}
          w={120}
          h={44}
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
        />
      ) : captcha.isError ? (
        <Text size="xs" c="red" w={120}>
          <Trans>The picture could not be loaded</Trans>
        </Text>
      ) : (
        <Skeleton w={120} h={44} />
      )}
      <Tooltip label={t`New picture`}>
        <ActionIcon
          variant="light"
          size={44}
          aria-label={t`New picture`}
          onClick={() => void captcha.refetch()}
          loading={captcha.isFetching}
        >
          <IconRefresh size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
