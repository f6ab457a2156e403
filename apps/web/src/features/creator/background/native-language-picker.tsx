import { NATIVE_LANGUAGE_RANK, nativeLanguageOptions } from '@edgeforge/rules/native-language';
import { useId } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { chooseNativeLanguage } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/**
 * The native language, one of the cultural region's: rolled with the region, the player's to change. It
 * comes as a Language skill at rank 4, free of skill points.
 */
export function NativeLanguagePicker() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const id = useId();
  const options = nativeLanguageOptions(draft.culturalRegion);
  if (options.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-1 border border-line bg-panel/90 p-3 clip-corner-sm">
      <label htmlFor={id} className="font-mono text-xs uppercase tracking-wider text-neon-cyan">
        Native language
      </label>
      <Select
        id={id}
        value={draft.nativeLanguage ?? ''}
        onChange={(event) => update((latest) => chooseNativeLanguage(latest, event.target.value))}
      >
        {draft.nativeLanguage ? null : <option value="">Choose a language</option>}
        {options.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </Select>
      <p className="text-xs text-ink-muted">Spoken at rank {NATIVE_LANGUAGE_RANK}, free of skill points.</p>
    </div>
  );
}
