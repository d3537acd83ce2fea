import '../i18n';
import { ResetPasswordStep } from '../components/reset-steps';

export default function UserResetPasswordPage() {
  return <ResetPasswordStep account="user" />;
}
