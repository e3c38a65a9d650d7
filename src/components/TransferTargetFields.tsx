import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** The member a card or coupon goes to, as typed (spec §5 card transfer). */
export type TargetValues = { by: 'mobile' | 'email'; areaCode: string; mobile: string; email: string };
export const EMPTY_TARGET: TargetValues = { by: 'mobile', areaCode: '+852', mobile: '', email: '' };

type Props = {
  value: TargetValues;
  onChange: (v: TargetValues) => void;
  errors?: Partial<Record<'mobile' | 'email', string | undefined>>;
  /** The picture code field (the members feature's, wired in by the route). */
  captcha: ReactNode;
  disabled?: boolean;
};

/**
 * Who receives a transfer (spec §5): another member by mobile with its area code (+852, +86), or by e-mail,
 * then the picture code.
 */
export function TransferTargetFields({ value, onChange, errors = {}, captcha, disabled }: Props) {
  const { t } = useLingui();
  const set = (patch: Partial<TargetValues>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t`Send to the member with this`}
        value={value.by}
        onChange={(by) => set({ by: by as TargetValues['by'] })}
      >
        <Group gap="lg" mt={4}>
          <Radio value="mobile" label={t`Mobile number`} disabled={disabled} />
          <Radio value="email" label={t`E-mail`} disabled={disabled} />
        </Group>
      </Radio.Group>
      {value.by === 'mobile' ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={t`Area code`}
            data={['+852', '+86']}
            value={value.areaCode}
            onChange={(areaCode) => set({ areaCode: areaCode ?? '+852' })}
            allowDeselect={false}
            w={110}
            disabled={disabled}
          />
          <TextInput
            label={t`Mobile number`}
            inputMode="tel"
            autoComplete="off"
            required
            value={value.mobile}
            onChange={(e) => set({ mobile: e.currentTarget.value })}
            error={errors.mobile}
            style={{ flex: 1, minWidth: 0 }}
            disabled={disabled}
          />
        </Group>
      ) : (
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="off"
          required
          value={value.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          error={errors.email}
          disabled={disabled}
        />
      )}
      {captcha}
    </Stack>
  );
}
