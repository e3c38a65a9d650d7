import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { accountQueries } from '@/features/members/account/account.api';
import { LoginSettings, type SettingsSection } from '@/features/members/account/LoginSettings';
import { GoogleButton } from '@/features/members/google/GoogleButton';
import { GoogleReturn } from '@/features/members/google/GoogleReturn';

const SECTIONS: SettingsSection[] = ['email', 'mobile', 'password', 'google'];

/**
 * Spec §2 userAccount: the login-setting page. `?type=email` opens the e-mail section; the browser comes
 * back here from Google binding with `?oidc=<ticket>` or `?oidc_error=<code>`.
 */
export default function Screen() {
  const { type } = useSearch({ from: '/userAccount' });
  // The route validates only type/pf; the Google round trip's parameters are read from the raw location.
  const raw = useLocation().search as Record<string, unknown>;
  const ticket = typeof raw.oidc === 'string' ? raw.oidc : undefined;
  const oidcError = raw.oidc_error === undefined ? undefined : Number(raw.oidc_error);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = SECTIONS.find((s) => s === type) ?? (ticket || oidcError ? 'google' : undefined);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            <Trans>Login settings</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Bind or replace your e-mail, mobile number and Google account, and set your login password.
            </Trans>
          </Text>
        </div>
        <LoginSettings
          open={open}
          google={(bound) => (
            <Stack gap="sm">
              <GoogleReturn
                ticket={ticket}
                errorCode={Number.isFinite(oidcError) ? oidcError : undefined}
                purpose="bind"
                onDone={() => {
                  void queryClient.invalidateQueries({ queryKey: accountQueries.all() });
                  void navigate({ to: '/userAccount', search: {}, replace: true });
                }}
              />
              {bound ? (
                <Text size="sm">
                  <Trans>Your Google account is linked. You can log in with Google.</Trans>
                </Text>
              ) : (
                <GoogleButton purpose="bind" returnTo="/userAccount" />
              )}
            </Stack>
          )}
        />
      </Stack>
    </Container>
  );
}
