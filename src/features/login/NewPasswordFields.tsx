// The new password typed twice, as the first password (create password) and a changed one (change password) ask
// for it: the rules (spec 5: at least 8 characters; the confirmation equal to it) are the forms' own validate.
import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';

type Field = 'password' | 'confirm';
interface PasswordForm {
  key: (path: Field) => string;
  getInputProps: (path: Field) => object;
}

export function NewPasswordFields({ form, description, autoFocus }: { form: PasswordForm; description?: string; autoFocus?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <PasswordInput
        label={t`New password`}
        description={description}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput label={t`Confirm the new password`} autoComplete="new-password" required key={form.key('confirm')} {...form.getInputProps('confirm')} />
    </>
  );
}
