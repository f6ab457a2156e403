import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/recovery/reset-password-form.tsx';

/** The landing page of a reset link: its token comes in the query. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')} />;
}
