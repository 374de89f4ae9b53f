import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCommonSessionCreatePassword } from '../../api/generated/hooks/session/session';
import { notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { check } from '../../validation/form';
import { confirmation, password } from '../../validation/rules';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';

/** Sets the first password of an account from the mailed token (query: auth, email, id, name, token). */
export function Component() {
  const area = useArea();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token');
  const create = useCommonSessionCreatePassword({ mutation: { onError: () => navigate(`/${area}/login`, { replace: true }) } });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: check(password),
      confirm: (value, values) => check(confirmation(values.password))(value),
    },
    onValuesChange: (values, previous) => {
      // The confirmation is checked again whenever the password changes.
      if (values.password !== previous.password && form.isTouched('confirm')) form.validateField('confirm');
    },
  });
  if (!token) return <Navigate to={`/${area}/login`} replace />;

  const submit = form.onSubmit((values) =>
    reported(async () => {
      await create.mutateAsync({ data: { token, password: values.password } });
      notifySuccess(t`Create Password Successful!`);
      navigate(`/${area}/login`, { replace: true });
    }),
  );

  return (
    <AuthLayout area={area} title={<Trans>Create your password</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput label={t`Email`} value={query.get('email') ?? ''} readOnly variant="filled" />
          <TextInput label={t`Account name`} value={query.get('name') ?? ''} readOnly variant="filled" />
          <NewPasswordFields form={form} description={t`At least 8 characters.`} autoFocus />
          <Button type="submit" loading={create.isPending} fullWidth>
            <Trans>Create password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
