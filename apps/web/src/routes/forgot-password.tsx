import { ForgotPasswordForm } from '../features/recovery/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
