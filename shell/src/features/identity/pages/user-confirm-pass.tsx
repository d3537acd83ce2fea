import '../i18n';
import { ConfirmResetCodeStep } from '../components/reset-steps';

export default function UserConfirmPassPage() {
  return <ConfirmResetCodeStep account="user" />;
}
