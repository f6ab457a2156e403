import { MESSAGES } from '@edgeforge/contracts/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { resetClientState } from '../../lib/client-reset.ts';
import { PATHS } from '../../lib/paths.ts';
import { announceScreen } from '../../lib/screen-heading.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { signIn, signUp, verifyRegistrationCode } from './api/auth.ts';
import { usePasswordResetOffered } from './api/auth-options.ts';
import { fetchSession } from './api/session.ts';
import { AlertTriangleIcon, EyeIcon, EyeOffIcon } from './auth-icons.tsx';
import { type AuthMode, validateAuthForm } from './validate-auth-form.ts';

const COPY = {
  signIn: { title: 'Access Terminal', submit: 'Connect', toggle: 'Need new credentials?' },
  register: { title: 'New Identity', submit: 'Initialize', toggle: 'Already registered?' },
} as const;

/** The message of a failed sign-in: the product's own for bad credentials, else the server's. */
function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') return MESSAGES.invalidCredentials;
  return error instanceof Error ? error.message : String(error);
}

interface AuthFormProps {
  /** Where a signed-in player goes: the home menu, or the invite link they came from. */
  readonly returnTo?: string;
  readonly initialMode?: AuthMode;
}

/** Sign-in and registration on one card, at /auth (docs/rules/product.md#sign-in). */
export function AuthForm({ returnTo = PATHS.home, initialMode = 'signIn' }: AuthFormProps) {
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), code: useId(), error: useId() };
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [registrationCode, setRegistrationCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resetOffered = usePasswordResetOffered();
  const copy = COPY[mode];
  const shownMode = useRef(mode);
  const hydrated = useHydrated();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // What a player typed into the card before React took it over (a slow phone) is theirs: keep it.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);

  // A new mode is a new form under a new title: the focus goes to that title, as after a change of screen.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    announceScreen({ focus: true });
  }, [mode]);

  async function enterApp() {
    // A fresh start: nothing a previous user loaded in this tab may leak into the new session.
    resetClientState();
    await fetchSession();
    await navigate(returnTo, { replace: true });
  }

  async function register() {
    if (!(await verifyRegistrationCode(registrationCode.trim()))) {
      setError(MESSAGES.invalidRegistrationCode);
      return;
    }
    const signedIn = await signUp({
      email: email.trim(),
      password,
      registrationCode: registrationCode.trim(),
    });
    toast({ title: MESSAGES.registrationSuccessTitle, description: MESSAGES.registrationSuccess });
    if (signedIn) {
      await enterApp();
      return;
    }
    // E-mail verification is on: the account exists but has no session until it is verified.
    setMode('signIn');
    setPassword('');
    setRegistrationCode('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateAuthForm(mode, { email, password, registrationCode });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (mode === 'register') await register();
      else {
        await signIn({ email: email.trim(), password });
        await enterApp();
      }
    } catch (failure) {
      setError(mode === 'signIn' ? signInErrorMessage(failure) : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function toggleMode() {
    setMode(mode === 'signIn' ? 'register' : 'signIn');
    setError(null);
  }

  return (
    <div className="w-full">
      <h1 className="text-center font-display text-2xl font-black uppercase tracking-[0.12em] text-neon-cyan text-glow-cyan sm:text-[1.7rem]">
        {copy.title}
      </h1>
      <p className="mt-2 text-center font-mono text-sm text-ink-muted">
        {mode === 'signIn' ? '// authenticate to jack in' : '// registration requires an override code'}
      </p>
      <div className="mt-6 min-h-0" aria-live="polite">
        {error ? (
          <div
            id={ids.error}
            role="alert"
            className="flex items-start gap-2 clip-corner-sm border border-danger bg-danger-deep px-3 py-2.5 text-[#ffd3da]"
          >
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-danger" />
            <span>{error}</span>
          </div>
        ) : null}
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-5"
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.email}>Neural Interface ID (Email)</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete={mode === 'signIn' ? 'username' : 'email'}
            ref={emailInput}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.password}>Access Code</Label>
          <div className="relative">
            <Input
              id={ids.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              ref={passwordInput}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="pr-12"
              required
            />
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setShowPassword(!showPassword)}
              aria-label={showPassword ? 'Hide code' : 'Show code'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center text-ink-muted hover:text-neon-cyan"
            >
              {showPassword ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
            </button>
          </div>
        </div>
        {mode === 'register' ? (
          <div className="grid gap-2">
            <Label htmlFor={ids.code} tone="magenta">
              Registration Override
            </Label>
            <Input
              id={ids.code}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={registrationCode}
              onChange={(event) => setRegistrationCode(event.target.value)}
              required
            />
          </div>
        ) : null}
        <Button type="submit" size="lg" className="mt-1 w-full" busy={busy} disabled={!hydrated}>
          {busy ? 'Connecting...' : copy.submit}
        </Button>
      </form>
      <div className="mt-5 grid justify-items-center gap-3 text-center">
        <Button variant="link" onClick={toggleMode} aria-disabled={busy || undefined} disabled={!hydrated}>
          {copy.toggle}
        </Button>
        {mode === 'signIn' && resetOffered ? (
          <Button asChild variant="link">
            <Link to={PATHS.forgotPassword}>Forgot your access code?</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
