import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useRequestPasswordReset } from './api/recovery.ts';
import { RecoveryFrame } from './recovery-frame.tsx';

/** "Forgot your access code?": asks for a reset link by e-mail. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = email.trim();
    if (!given) return setProblem(MESSAGES.emailRequired);
    if (!given.includes('@')) return setProblem(MESSAGES.emailMissingAt);
    setProblem(null);
    request.mutate(given);
  }

  const failure = problem ?? (request.error ? request.error.message : null);
  return (
    <RecoveryFrame title="Reset Access Code" intro="// a one-use link, valid 30 minutes">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Neural Interface ID (Email)">
          {(id) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        {request.isSuccess ? (
          <FormMessage tone="success">{ACCOUNT_MESSAGES.resetRequested}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </RecoveryFrame>
  );
}
