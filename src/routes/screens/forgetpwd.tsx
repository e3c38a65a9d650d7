import { Container } from '@mantine/core';
import { ResetPasswordForm } from '@/features/members/ResetPasswordForm';

/** Spec §2 forgetpwd (and forgotPass): reset the login password by e-mail code. */
export default function Screen() {
  return (
    <Container size="xs" py="xl">
      <ResetPasswordForm />
    </Container>
  );
}
