// Apart from messages.ts: these load with the account and recovery screens, never with /auth.

/** Our own texts for the account screens and their refusals (none is the original product's). */
export const ACCOUNT_MESSAGES = {
  characterQuotaExceeded: 'You have reached the number of characters one account may keep.',
  portraitQuotaExceeded: 'Your stored portraits have reached the space one account may use.',
  wrongPassword: 'The current access code is not correct.',
  samePassword: 'The new access code is the one you use now. Choose a different one.',
  accountDisabled: 'This account has been disabled. Ask the operator of this server.',
  invalidResetToken: 'This reset link is invalid, used or expired. Ask for a new one.',
  resetRequested:
    'If an account uses this address, a reset link is on its way. It works once, for 30 minutes.',
  passwordChanged: 'Access code changed. Every other session has been signed out.',
  passwordReset: 'Access code changed. Sign in with the new one.',
  emailChangeSent: 'Check the new address for a link that confirms the change.',
  emailChanged: 'E-mail address changed.',
  emailTaken: 'That address belongs to another account: yours has not changed.',
  sessionRevoked: 'Session signed out.',
  otherSessionsRevoked: 'Every other session has been signed out.',
  accountDeleted: 'Your account and everything in it are gone.',
} as const;
