import type { UseFormReturnType } from '@mantine/form';
import { NewPasswordFields } from '@/features/members/NewPasswordFields';
import { OtpCodeField } from '@/features/members/otp/OtpCodeField';
import { TermsCheckbox } from '@/features/members/TermsCheckbox';
import {
  MerchantPartsProvider,
  type AccountFormValues,
  type MerchantParts,
} from '@/features/merchants/merchants.parts';
import { RegisterFormPage } from '@/features/merchants/RegisterFormPage';

/** The members pieces the registration reuses (features do not import each other). */
const PARTS: MerchantParts = {
  OtpCodeField,
  NewPasswordFields: ({ form }: { form: UseFormReturnType<AccountFormValues> }) => (
    <NewPasswordFields form={form} />
  ),
  TermsCheckbox,
};

/** Spec §2 registerForm: merchant registration, or the signed-in applicant's application. */
export default function Screen() {
  return (
    <MerchantPartsProvider parts={PARTS}>
      <RegisterFormPage />
    </MerchantPartsProvider>
  );
}
