import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useResetPassword } from './api/recovery.ts';
import { RecoveryFrame } from './recovery-frame.tsx';

/** Where a reset link lands: choose a new access code with the link's token. */
export function ResetPasswordForm({ token }: { readonly token: string | null }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return setProblem(ACCOUNT_MESSAGES.invalidResetToken);
    if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
      return setProblem(MESSAGES.passwordLength);
    }
    setProblem(null);
    reset.mutate({ token, newPassword: password }, { onSuccess: () => setPassword('') });
  }

  const failure = problem ?? (reset.error ? reset.error.message : null);
  return (
    <RecoveryFrame title="New Access Code" intro="// every session is signed out when it changes">
      {reset.isSuccess ? (
        <FormMessage tone="success">{ACCOUNT_MESSAGES.passwordReset}</FormMessage>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="New Access Code">
            {(id) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set Access Code'}
          </Button>
        </form>
      )}
    </RecoveryFrame>
  );
}
