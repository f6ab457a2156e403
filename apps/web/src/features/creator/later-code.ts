import { toast } from '../../components/ui/toast.tsx';

/**
 * The code the wizard's first screen loads only when a button asks for it (decision 030): the draft
 * changes (with the role packages and the catalogue) for the method's Continue, and with them the
 * rolling code for "Roll everything". Their own module, so a test can make the load fail.
 */
export const loadDraftChanges = () => import('./draft-changes.ts');
export const loadRolling = () => Promise.all([import('@edgeforge/rules/roll-character'), loadDraftChanges()]);

/** Says that a button's code could not be loaded (the network went away): the press did nothing. */
export function toastCodeNotLoaded(): void {
  toast({
    title: 'Error',
    description: 'This step could not be loaded. Check your connection and try again.',
    variant: 'destructive',
  });
}
