import { useLingui } from '@lingui/react/macro';
import { Checkbox, Divider, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DESCRIPTION_MAX, MAX_AGE, MIN_AGE, NAME_MAX, SOCIAL_KEYS } from '@schemas/profile';
import { SOCIAL_LABELS, type ProfileValues } from './profile-form';

/** The profile's text fields: name, descriptions, contacts, social links and the registration extras. */
export function ProfileFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useLingui();
  const counter = (s: string) => `${s.length}/${DESCRIPTION_MAX}`;
  return (
    <>
      <TextInput label={t`Username`} required maxLength={NAME_MAX} {...form.getInputProps('username')} />
      <Textarea
        label={t`Description (Chinese)`}
        autosize
        minRows={3}
        description={counter(form.values.descriptionZh)}
        {...form.getInputProps('descriptionZh')}
      />
      <Textarea
        label={t`Description (English)`}
        autosize
        minRows={3}
        description={counter(form.values.descriptionEn)}
        {...form.getInputProps('descriptionEn')}
      />
      <TextInput label={t`Contact e-mail`} type="email" {...form.getInputProps('contactEmail')} />
      <TextInput label={t`Homepage`} type="url" placeholder="https://" {...form.getInputProps('homepage')} />

      <Divider label={t`Social links`} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SOCIAL_KEYS.map((k) => (
          <TextInput
            key={k}
            label={SOCIAL_LABELS[k]}
            type="url"
            placeholder="https://"
            {...form.getInputProps(k)}
          />
        ))}
      </SimpleGrid>

      <Divider label={t`Member registration`} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`English first name`} {...form.getInputProps('englishFirstName')} />
        <TextInput label={t`English last name`} {...form.getInputProps('englishLastName')} />
      </SimpleGrid>
      <TextInput
        label={t`Birthday`}
        type="date"
        description={t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`}
        {...form.getInputProps('birthday')}
      />
      <Checkbox
        label={t`Send me news and offers`}
        {...form.getInputProps('optMarketing', { type: 'checkbox' })}
      />
      <Checkbox
        label={t`Subscribe to the newsletter`}
        {...form.getInputProps('optNewsletter', { type: 'checkbox' })}
      />
    </>
  );
}
