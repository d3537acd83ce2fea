import '../i18n';
import { LoginPage } from '../components/login-page';

export default function UserLoginPage() {
  return <LoginPage account="user" />;
}
