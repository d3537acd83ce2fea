import '../i18n';
import { ConfirmResetCodeStep } from '../components/reset-steps';

export default function ProviderConfirmPassPage() {
  return <ConfirmResetCodeStep account="provider" />;
}
