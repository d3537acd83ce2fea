import '../i18n';
import { ForgetPasswordStep } from '../components/reset-steps';

export default function ProviderForgetPage() {
  return <ForgetPasswordStep account="provider" />;
}
