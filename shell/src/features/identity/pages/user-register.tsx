import '../i18n';
import { useTranslation } from 'react-i18next';
import { useUserRegister } from '../api/user-register';
import type { UserRegisterInput } from '../api/user-register';
import { RegisterForm, useRegistered } from '../components/register-form';
import { notifyError } from '../utils/notify';

export default function UserRegisterPage() {
  const { t } = useTranslation('identity');
  const register = useUserRegister();
  const registered = useRegistered('user');

  const onFinish = async (values: UserRegisterInput) => {
    try {
      const res = await register.mutateAsync({ ...values, is_conditions: Boolean(values.is_conditions) });
      // No token yet: the account is activated on /userConfirm.
      registered(values, res.msg, { name: values.user_name, userid: res.data?.id != null ? String(res.data.id) : null });
    } catch (err) {
      notifyError(err, t);
    }
  };

  return <RegisterForm account="user" pending={register.isPending} onFinish={onFinish} />;
}
