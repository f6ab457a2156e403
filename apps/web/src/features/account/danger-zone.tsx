import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { downloadAccountData, useDeleteAccount } from './api/account.ts';

/** "Download my data": every character, the draft and the account as one JSON file. */
export function DataSection() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadAccountData();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section
      id="data"
      title="Your Data"
      description="Every character (retired ones too), your draft and your account, as one JSON file."
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <Button variant="outline" className="justify-self-start" onClick={download} disabled={busy}>
        <Download aria-hidden="true" />
        Download My Data
      </Button>
    </Section>
  );
}

/** Delete the account: the password and the confirmation word, and no way back. */
export function DeleteSection({ onDeleted }: { readonly onDeleted: () => void }) {
  const warningId = useId();
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setProblem(MESSAGES.passwordRequired);
    if (word !== DELETE_CONFIRMATION_WORD) return setProblem(`Type ${DELETE_CONFIRMATION_WORD} to confirm.`);
    setProblem(null);
    remove.mutate({ password, confirmation: word }, { onSuccess: onDeleted });
  }

  const failure = problem ?? (remove.error ? remove.error.message : null);
  return (
    <Section id="delete" title="Delete Account" accent="magenta">
      <p
        id={warningId}
        className="clip-corner-sm border border-danger bg-danger-deep px-3 py-2 text-[#ffd3da]"
      >
        This deletes your account, every character, your draft and your portraits, and signs out every
        session. It cannot be undone.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={warningId}>
        <Field label="Access Code" tone="magenta">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} tone="magenta">
          {(id) => (
            <Input
              id={id}
              autoComplete="off"
              spellCheck={false}
              value={word}
              onChange={(event) => setWord(event.target.value)}
            />
          )}
        </Field>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <Button
          type="submit"
          variant="destructive"
          className="justify-self-start"
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Deleting...' : 'Delete Forever'}
        </Button>
      </form>
    </Section>
  );
}
