import '../i18n';
import { ResetPasswordStep } from '../components/reset-steps';

export default function ProviderResetPasswordPage() {
  return <ResetPasswordStep account="provider" />;
}
