import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SignupValues } from './signup-form';

/** Spec §3 member registration extras on sign-up, all optional: names, birthday (18–99), opt-ins. */
export function SignupExtras({ form }: { form: UseFormReturnType<SignupValues> }) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`About you (optional)`} variant="unstyled">
      <Stack gap="sm">
        <TextInput label={t`Display name`} autoComplete="nickname" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`English first name`}
            autoComplete="given-name"
            {...form.getInputProps('englishFirstName')}
          />
          <TextInput
            label={t`English last name`}
            autoComplete="family-name"
            {...form.getInputProps('englishLastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Birthday`}
          type="date"
          autoComplete="bday"
          description={t`Members must be between 18 and 99 years old.`}
          {...form.getInputProps('birthday')}
        />
        <Checkbox
          label={t`Send me offers and promotions`}
          {...form.getInputProps('optInMarketing', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Subscribe to the newsletter`}
          {...form.getInputProps('optInNewsletter', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
