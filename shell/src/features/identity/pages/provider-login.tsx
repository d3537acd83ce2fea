import '../i18n';
import { LoginPage } from '../components/login-page';

export default function ProviderLoginPage() {
  return <LoginPage account="provider" />;
}
