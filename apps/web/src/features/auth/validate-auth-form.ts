import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';

export type AuthMode = 'signIn' | 'register';

export interface AuthFormValues {
  email: string;
  password: string;
  registrationCode: string;
}

/** The form's first problem in the product's order (docs/rules/product.md#sign-in), or null if none. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): string | null {
  const email = values.email.trim();
  if (!email) return MESSAGES.emailRequired;
  if (!email.includes('@')) return MESSAGES.emailMissingAt;
  if (!values.password) return MESSAGES.passwordRequired;
  if (mode === 'register') {
    if (!values.registrationCode.trim()) return MESSAGES.registrationCodeRequired;
    // A new password must fit the server's policy; sign-in accepts whatever exists.
    if (values.password.length < LIMITS.passwordMin || values.password.length > LIMITS.passwordMax) {
      return MESSAGES.passwordLength;
    }
  }
  return null;
}
