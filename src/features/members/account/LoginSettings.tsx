import { Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile, IconKey, IconMail } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { type ReactNode, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { LoginSettings as Settings } from '@schemas/account';
import { AREA_CODES, fullMobile, isValidMobile } from '@schemas/otp';
import { ListError } from '@/components/ListState';
import { memberQueries } from '../members.queries';
import { OtpCodeField } from '../otp/OtpCodeField';
import { accountQueries, bindEmail, bindMobile, clearLoginPassword, setLoginPassword } from './account.api';
import { bindErrorText, passwordErrorText } from './account.errors';
import { newPasswordSchema } from './password-rules';

export type SettingsSection = 'email' | 'mobile' | 'password' | 'google';

/** After a change: the page's settings come from the answer, the header's member detail is re-read. */
function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (next: Settings) => {
    queryClient.setQueryData(accountQueries.settings().queryKey, next);
    void queryClient.invalidateQueries({ queryKey: memberQueries.me().queryKey });
  };
}

function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert color="red" role="alert" variant="light">
      {text}
    </Alert>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', code: '' },
    validate: valibotResolver(
      v.object({
        email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t`Please enter a valid e-mail address.`)),
        code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
      }),
    ),
  });
  const bind = useMutation({
    mutationFn: (f: { email: string; code: string }) => bindEmail(f),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notifications.show({ color: 'green', message: t`Your e-mail has been saved.` });
    },
  });
  const email = form.values.email.trim().toLowerCase();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((f) => bind.mutate({ email: f.email.trim(), code: f.code.trim() }))}
    >
      <Stack gap="sm">
        <Text size="sm">
          {settings.email ? (
            <Trans>Current e-mail: {settings.email}</Trans>
          ) : (
            <Trans>No e-mail is bound yet.</Trans>
          )}
        </Text>
        {bind.isError && <ErrorAlert text={bindErrorText(bind.error)} />}
        <TextInput
          label={settings.email ? t`New e-mail` : t`E-mail`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <OtpCodeField
          channel="email"
          purpose="bind"
          recipient={() => (EMAIL.test(email) ? email : null)}
          value={form.values.code}
          onChange={(code: string) => form.setFieldValue('code', code)}
          error={form.errors.code as string | undefined}
        />
        <Group>
          <Button type="submit" loading={bind.isPending}>
            {settings.email ? <Trans>Replace e-mail</Trans> : <Trans>Bind e-mail</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MobileSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { areaCode: '+852' as string, mobile: '', code: '' },
    validate: {
      mobile: (m, values) =>
        isValidMobile(values.areaCode, m.trim())
          ? null
          : t`Please enter a valid mobile number for this area code.`,
      code: (c) => (/^\d{6}$/.test(c.trim()) ? null : t`Please enter the 6-digit code.`),
    },
  });
  const bind = useMutation({
    mutationFn: (f: { areaCode: string; mobile: string; code: string }) => bindMobile(f),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notifications.show({ color: 'green', message: t`Your mobile number has been saved.` });
    },
  });
  const { areaCode, mobile } = form.values;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((f) =>
        bind.mutate({ areaCode: f.areaCode, mobile: f.mobile.trim(), code: f.code.trim() }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          {settings.mobile ? (
            <Trans>Current mobile: {settings.mobile}</Trans>
          ) : (
            <Trans>No mobile number is bound yet.</Trans>
          )}
        </Text>
        {bind.isError && <ErrorAlert text={bindErrorText(bind.error)} />}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Select
            label={t`Area code`}
            data={[...AREA_CODES]}
            allowDeselect={false}
            w={110}
            {...form.getInputProps('areaCode')}
          />
          <TextInput
            label={settings.mobile ? t`New mobile number` : t`Mobile number`}
            inputMode="numeric"
            autoComplete="tel-national"
            required
            style={{ flex: 1 }}
            {...form.getInputProps('mobile')}
          />
        </Group>
        <OtpCodeField
          channel="sms"
          purpose="bind"
          recipient={() =>
            isValidMobile(areaCode, mobile.trim()) ? fullMobile(areaCode, mobile.trim()) : null
          }
          value={form.values.code}
          onChange={(code: string) => form.setFieldValue('code', code)}
          error={form.errors.code as string | undefined}
        />
        <Group>
          <Button type="submit" loading={bind.isPending}>
            {settings.mobile ? <Trans>Replace mobile</Trans> : <Trans>Bind mobile</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const [clearing, setClearing] = useState(false);
  const isSet = settings.hasPassword;
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          oldPassword: isSet
            ? v.pipe(v.string(), v.nonEmpty(t`Please enter your current password.`))
            : v.string(),
          password: newPasswordSchema(),
          confirm: v.string(),
        }),
        v.forward(
          v.check((f) => f.password === f.confirm, t`The passwords do not match.`),
          ['confirm'],
        ),
      ),
    [isSet, t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', password: '', confirm: '' },
    validate: valibotResolver(schema),
  });
  const save = useMutation({
    mutationFn: (f: { password: string; oldPassword?: string }) => setLoginPassword(f),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notifications.show({
        color: 'green',
        message: isSet ? t`Your login password has been changed.` : t`Your login password has been set.`,
      });
    },
  });
  const clearForm = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '' },
    validate: { oldPassword: (p) => (p ? null : t`Please enter your current password.`) },
  });
  const clear = useMutation({
    mutationFn: (f: { oldPassword: string }) => clearLoginPassword(f),
    onSuccess: (next) => {
      saved(next);
      clearForm.reset();
      setClearing(false);
      notifications.show({ color: 'green', message: t`Your login password has been cleared.` });
    },
  });

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit((f) =>
          save.mutate(
            isSet ? { password: f.password, oldPassword: f.oldPassword } : { password: f.password },
          ),
        )}
      >
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {isSet ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>8 to 20 characters with upper- and lower-case letters and digits.</Trans>
          </Text>
          {save.isError && <ErrorAlert text={passwordErrorText(save.error)} />}
          {isSet && (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              required
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
          )}
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {isSet ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      {isSet && (
        <Stack gap="xs">
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setClearing((c) => !c)}
              aria-expanded={clearing}
            >
              <Trans>Clear password</Trans>
            </Button>
          </Group>
          {clearing && (
            <form noValidate onSubmit={clearForm.onSubmit((f) => clear.mutate(f))}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  <Trans>
                    Needed before you replace your e-mail. You can then no longer log in with a password until
                    you set one again.
                  </Trans>
                </Text>
                {clear.isError && <ErrorAlert text={passwordErrorText(clear.error)} />}
                <PasswordInput
                  label={t`Current password`}
                  autoComplete="current-password"
                  key={clearForm.key('oldPassword')}
                  {...clearForm.getInputProps('oldPassword')}
                />
                <Group>
                  <Button type="submit" color="red" variant="light" loading={clear.isPending}>
                    <Trans>Clear login password</Trans>
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Bound({ bound }: { bound: boolean }) {
  return bound ? (
    <Badge color="green" variant="light" size="sm">
      <Trans>Bound</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      <Trans>Not bound</Trans>
    </Badge>
  );
}

/**
 * The login-setting page (spec §2 userAccount): bind or replace e-mail and mobile with a code, set or change
 * the login password (spec §4: unset or set). `open` opens a section (`?type=email`); `google` is the Google
 * binding section the screen composes in, given whether Google is bound.
 */
export function LoginSettings({
  open,
  google,
}: {
  open?: SettingsSection;
  google?: (bound: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const query = useQuery(accountQueries.settings());
  const [opened, setOpened] = useState<string[]>(open ? [open] : []);

  if (query.isPending)
    return (
      <Stack aria-busy="true" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          <Trans>Loading…</Trans>
        </Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={52} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  const s = query.data;

  return (
    <Paper withBorder radius="md">
      <Accordion multiple value={opened} onChange={setOpened} chevronPosition="right">
        <Accordion.Item value="email">
          <Accordion.Control icon={<IconMail size={18} aria-hidden />} aria-label={t`E-mail`}>
            <Group gap="xs">
              <Trans>E-mail</Trans>
              <Bound bound={s.email !== null} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <EmailSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="mobile">
          <Accordion.Control icon={<IconDeviceMobile size={18} aria-hidden />} aria-label={t`Mobile`}>
            <Group gap="xs">
              <Trans>Mobile</Trans>
              <Bound bound={s.mobile !== null} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <MobileSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="password">
          <Accordion.Control icon={<IconKey size={18} aria-hidden />} aria-label={t`Login password`}>
            <Group gap="xs">
              <Trans>Login password</Trans>
              <Badge color={s.hasPassword ? 'green' : 'gray'} variant="light" size="sm">
                {s.hasPassword ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <PasswordSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        {google && (
          <Accordion.Item value="google">
            <Accordion.Control aria-label={t`Google account`}>
              <Group gap="xs">
                <Trans>Google account</Trans>
                <Bound bound={s.googleBound} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{google(s.googleBound)}</Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
    </Paper>
  );
}
