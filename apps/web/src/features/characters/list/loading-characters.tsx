import { MESSAGES } from '@edgeforge/contracts/messages';

/** "Loading characters...": while the list's code loads (routes/characters.tsx), then its first page. */
export function LoadingCharacters() {
  return (
    <p role="status" className="text-center text-neon-cyan">
      {MESSAGES.loadingCharacters}
    </p>
  );
}
