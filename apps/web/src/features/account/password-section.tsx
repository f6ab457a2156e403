import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { useChangePassword } from './api/account.ts';

/** Change the access code: the current one proves it is you; every other session is signed out. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current || !next) return setProblem(MESSAGES.passwordRequired);
    if (next.length < LIMITS.passwordMin || next.length > LIMITS.passwordMax)
      return setProblem(MESSAGES.passwordLength);
    if (next === current) return setProblem(ACCOUNT_MESSAGES.samePassword);
    setProblem(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      },
    );
  }

  const failure = problem ?? (change.error ? change.error.message : null);
  return (
    <Section
      id="password"
      title="Access Code"
      description="Enter your current access code and a new one. Every other session is signed out."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Current Access Code">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </Field>
        <Field label="New Access Code">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          )}
        </Field>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        {change.isSuccess && !failure ? (
          <FormMessage tone="success">{ACCOUNT_MESSAGES.passwordChanged}</FormMessage>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Access Code'}
        </Button>
      </form>
    </Section>
  );
}
