import { CAMPAIGN_NOTE_KEY, type GmNote } from '@edgeforge/contracts/gm-notes';
import { LIMITS } from '@edgeforge/contracts/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { gmNoteKeys, gmNotesQueryOptions, useSaveGmNote } from './api/gm-notes.ts';
import { campaignErrorMessage } from './error-message.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The name a note goes by in the chooser: its game session's start, or the campaign's general note. */
export const noteTitle = (note: GmNote) =>
  note.key === CAMPAIGN_NOTE_KEY || !note.startedAt
    ? 'General notes'
    : `Game session of ${when(note.startedAt)}`;

/** Why a save did not land, in words: another tab first, the server's reason, or the campaign's. */
function refusal(error: unknown): { stale: boolean; text: string } {
  if (error instanceof ApiError && error.code === 'STALE_NOTE')
    return { stale: true, text: 'Another tab saved this note first. Your text is still here.' };
  if (error instanceof ApiError && error.issues.length > 0)
    return { stale: false, text: `Not saved: ${error.issues.map((issue) => issue.message).join(' ')}` };
  return { stale: false, text: `Not saved: ${campaignErrorMessage(error)}` };
}

/**
 * The GM's notes on the campaign page (decision 069): one per game session and one general note, the
 * GM's alone. A note saves when the field loses focus and by its Save button, always over the version
 * this tab read, so a second tab's save is never overwritten in silence.
 */
export function GmNotesPanel({ campaignId }: { campaignId: string }) {
  const notes = useQuery(gmNotesQueryOptions(campaignId));
  const save = useSaveGmNote(campaignId);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  // The blur of the field and the click of Save come in one gesture: one save, not two over one version.
  const saving = useRef(false);
  const countId = useId();
  const fieldId = useId();

  const list = notes.data ?? [];
  const note = list.find((each) => each.key === chosen) ?? list[0];
  const text = note ? (drafts[note.key] ?? note.body) : '';
  const dirty = note !== undefined && text !== note.body;
  const failure = save.error && save.variables?.noteKey === note?.key ? refusal(save.error) : null;

  function store() {
    if (!note || !dirty || saving.current) return;
    saving.current = true;
    save.mutate(
      { noteKey: note.key, body: text, version: note.version },
      {
        onSettled: () => {
          saving.current = false;
        },
        // A draft typed on while the save was in flight stays; one the save caught up with goes.
        onSuccess: (saved) =>
          setDrafts((all) => {
            if (all[saved.key] !== saved.body) return all;
            const { [saved.key]: _saved, ...rest } = all;
            return rest;
          }),
      },
    );
  }

  async function loadTheirs() {
    if (!note) return;
    setDrafts(({ [note.key]: _mine, ...rest }) => rest);
    save.reset();
    await queryClient.invalidateQueries({ queryKey: gmNoteKeys(campaignId) });
  }

  const status = save.isPending
    ? 'Saving…'
    : dirty
      ? 'Unsaved changes'
      : note?.updatedAt
        ? `Saved ${when(note.updatedAt)}`
        : 'Nothing written yet';

  return (
    <section aria-labelledby="gm-notes-title" className="grid gap-3">
      <h2
        id="gm-notes-title"
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        GM notes
      </h2>
      <p className="text-sm text-ink-muted">
        Only you see these: one note for each game session, and one for the campaign.
      </p>
      {notes.isError ? <FormMessage tone="error">{campaignErrorMessage(notes.error)}</FormMessage> : null}
      {notes.isPending ? <p className="text-sm text-ink-muted">Loading your notes…</p> : null}
      {note ? (
        <div className="grid gap-2">
          <label className="grid gap-1 text-sm" htmlFor={`${fieldId}-choose`}>
            <span>Which note</span>
            <Select
              id={`${fieldId}-choose`}
              value={note.key}
              onChange={(event) => {
                store();
                setChosen(event.target.value);
              }}
            >
              {list.map((each) => (
                <option key={each.key} value={each.key}>
                  {noteTitle(each)}
                  {drafts[each.key] !== undefined && drafts[each.key] !== each.body ? ' (unsaved)' : ''}
                </option>
              ))}
            </Select>
          </label>
          <label className="grid gap-1 text-sm" htmlFor={fieldId}>
            <span>{noteTitle(note)}</span>
            <textarea
              id={fieldId}
              value={text}
              maxLength={LIMITS.gmNoteMax}
              rows={8}
              aria-describedby={countId}
              aria-invalid={failure !== null && !failure.stale ? true : undefined}
              onChange={(event) => setDrafts((all) => ({ ...all, [note.key]: event.target.value }))}
              onBlur={store}
              className={cn(
                'min-h-40 w-full min-w-0 resize-y border border-line bg-void px-3 py-2 font-mono text-sm text-ink',
                'focus-visible:border-neon-cyan aria-invalid:border-danger',
              )}
            />
          </label>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={countId} className="font-mono text-xs text-ink-muted">
              {text.length.toLocaleString('en-US')} of {LIMITS.gmNoteMax.toLocaleString('en-US')} characters
            </p>
            <p role="status" className="font-mono text-xs text-ink-muted">
              {status}
            </p>
          </div>
          {failure ? (
            <div className="grid gap-2">
              <FormMessage tone="error">{failure.text}</FormMessage>
              {failure.stale ? (
                <Button variant="outline" onClick={loadTheirs}>
                  Load the saved note (drops your changes)
                </Button>
              ) : null}
            </div>
          ) : null}
          <div>
            <Button variant="primary" busy={save.isPending} disabled={!dirty} onClick={store}>
              Save note
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
