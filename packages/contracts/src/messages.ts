/** The original product's user-facing strings (docs/rules/product.md), once for both apps and the tests. */
export const MESSAGES = {
  emailMissingAt: 'Invalid email format. Missing @ symbol.',
  invalidCredentials: 'Invalid email or password. Access denied.',
  invalidRegistrationCode: 'Invalid registration code. Access denied.',
  registrationSuccessTitle: 'Success',
  registrationSuccess: 'Account created successfully! Please check your email for verification.',
  emailRequired: 'You must provide either an email or phone number.',
  passwordRequired: 'Access code is required.',
  registrationCodeRequired: 'Registration code is required.',
  tokenVerification: 'An error occurred on token verification.',
  listLoadFailedTitle: 'Error',
  listLoadFailed: 'Failed to load characters. Please try again.',
  retireSuccessTitle: 'Success',
  retireSuccess: 'Character retired successfully',
  retireFailed: 'Failed to retire character. Please try again.',
  nameFailed: 'Failed to generate name',
  nameSuccess: 'Generated a random name!',
  bioFailedTitle: 'Error',
  bioFailedToast: 'Failed to generate character biography. Please try again.',
  bioFailedPanel: 'Failed to generate biography. Please try again.',
  bioGenerating: 'Generating character biography...',
  portraitFailedTitle: 'Error',
  portraitFailed: 'Failed to generate portrait. Please try again.',
  portraitEmpty: 'No portrait generated yet',
  portraitNotFound:
    'The generated portrait is no longer available. Generate a new portrait, then save again.',
  portraitExpired: 'The generated portrait has expired. Generate a new portrait, then save again.',
  saveFailedTitle: 'Error',
  saveFailed: 'Failed to save character. Please try again.',
  saveSuccessTitle: 'Success!',
  saveSuccess: 'Your character has been saved successfully.',
  saveAuthRequired: 'Authentication required to save character',
  saveEmailMissing: 'User email not found',
  unknownStat: 'Unknown Stat',
  unknownStatDetails: 'No details available for this attribute.',
  missingSkillText: 'No description available',
  namesRequired: 'First and last name are required',
  fashionRequired: 'Select a fashion style to continue',
  imageComingSoon: 'Image coming soon',
  initializing: 'Initializing...',
  loadingCharacters: 'Loading characters...',
  noCharacters: 'No characters found. Create your first character to get started!',
  noBio: 'No bio available',
  weakPassword: 'This access code is too easy to guess. Choose a less predictable one.',
  passwordLength: 'Access code must be 8 to 128 characters.',
  rateLimited: 'Too many attempts. Wait a moment and try again.',
} as const;

/** The delay before the summary screen goes to /characters after a save, in ms (docs/rules/product.md). */
export const SAVE_REDIRECT_MS = 1_500;

/**
 * The three creation methods as the method screen's cards name them, for the summary,
 * the sheet and the Roll everything list.
 */
export const METHOD_LABELS = {
  streetrat: 'Streetrat (Templates)',
  edgerunner: 'Edgerunner (Fast and Dirty)',
  complete: 'Complete Package (Calculated, point-buy)',
} as const;
