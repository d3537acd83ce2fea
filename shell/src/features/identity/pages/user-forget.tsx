import '../i18n';
import { ForgetPasswordStep } from '../components/reset-steps';

export default function UserForgetPage() {
  return <ForgetPasswordStep account="user" />;
}
