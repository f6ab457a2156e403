import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { useChangeEmail } from './api/account.ts';

interface EmailSectionProps {
  readonly email: string;
  /** Reloads the session and answers the account's address as it now is. */
  readonly refreshEmail: () => Promise<string | null>;
}

/** Change the e-mail address (the password again): at once, or once the link sent there is opened. */
export function EmailSection({ email, refreshEmail }: EmailSectionProps) {
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const change = useChangeEmail(refreshEmail);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = next.trim().toLowerCase();
    if (!wanted.includes('@')) return setOutcome({ tone: 'error', text: MESSAGES.emailMissingAt });
    if (!password) return setOutcome({ tone: 'error', text: MESSAGES.passwordRequired });
    setOutcome(null);
    change.mutate(
      { newEmail: wanted, password },
      {
        onSuccess: async ({ pending }) => {
          if (pending) return setOutcome({ tone: 'success', text: ACCOUNT_MESSAGES.emailChangeSent });
          const now = await refreshEmail();
          setNext('');
          setPassword('');
          setOutcome(
            now === wanted
              ? { tone: 'success', text: ACCOUNT_MESSAGES.emailChanged }
              : { tone: 'error', text: 'This address cannot be used for your account.' },
          );
        },
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  }

  return (
    <Section
      id="email"
      title="Neural Interface ID"
      description={
        <>
          Signed in as <strong className="break-all text-ink">{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="New E-mail Address">
          {(id) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          )}
        </Field>
        <Field label="Access Code">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" className="justify-self-start" disabled={change.isPending || !next.trim()}>
          {change.isPending ? 'Changing...' : 'Change E-mail'}
        </Button>
      </form>
    </Section>
  );
}
