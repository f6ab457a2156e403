import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { deleteDraft, draftKeys, draftQueryOptions, putDraft, putDraftOnUnload } from './api/draft.ts';
import { DraftSaver, type DraftSaveStatus } from './draft-saver.ts';

/** A change to the draft: fields to set, or a function of the latest draft returning them. */
export type DraftPatch = Partial<Draft> | ((draft: Draft) => Partial<Draft>);

interface DraftActions {
  /** Applies a change at once and queues it for the server. */
  readonly update: (patch: DraftPatch) => void;
  /** Deletes the draft on the server and starts from an empty one (Start over). */
  readonly discard: () => Promise<void>;
  /**
   * Deletes the draft on the server after a save. The screen keeps showing the saved character until the
   * player leaves the wizard; only then is the working copy dropped.
   */
  readonly clearAfterSave: () => Promise<void>;
  readonly saver: DraftSaver;
}

const DraftActionsContext = createContext<DraftActions | null>(null);

/** The furthest phase the player has opened in this visit of the wizard (its index, -1 before any). */
interface PhaseReach {
  readonly furthest: number;
  /** Notes that the phase of this index was opened. */
  readonly reach: (index: number) => void;
}

const PhaseReachContext = createContext<PhaseReach>({ furthest: -1, reach: () => {} });

/**
 * Owns the draft's trip to the server for every wizard screen below it. The working copy lives only in
 * the TanStack Query cache (cleared on sign-out), never in browser storage.
 */
export function DraftProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [saver] = useState(() => new DraftSaver({ save: putDraft }));
  const dropOnLeave = useRef(false);
  // Kept while the wizard stays open (the provider lives above every screen), not in the draft: after a
  // reload the step bar opens the phases up to the screen on show.
  const [furthest, setFurthest] = useState(-1);
  const reach = useCallback((index: number) => setFurthest((before) => Math.max(before, index)), []);
  const phaseReach = useMemo(() => ({ furthest, reach }), [furthest, reach]);

  useEffect(() => {
    // A reload or a closed tab must not lose the last answers still waiting for the debounce.
    const onPageHide = () => {
      const draft = saver.takePending();
      if (draft) putDraftOnUnload(draft);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (dropOnLeave.current) {
        dropOnLeave.current = false;
        queryClient.removeQueries({ queryKey: draftKeys.current });
        return;
      }
      // Leaving the wizard (home, sign-out) writes what is queued right away.
      void saver.flush();
    };
  }, [saver, queryClient]);

  const actions = useMemo<DraftActions>(
    () => ({
      saver,
      update: (patch) => {
        // Read the cache, not a render's snapshot: several tables may pick their first answer in one tick.
        const current = queryClient.getQueryData<Draft>(draftKeys.current) ?? emptyDraft();
        const next = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
        queryClient.setQueryData(draftKeys.current, next);
        saver.schedule(next);
      },
      discard: async () => {
        await saver.cancel();
        await deleteDraft();
        setFurthest(-1);
        queryClient.setQueryData(draftKeys.current, emptyDraft());
      },
      clearAfterSave: async () => {
        await saver.cancel();
        dropOnLeave.current = true;
        await deleteDraft();
      },
    }),
    [queryClient, saver],
  );

  return (
    <DraftActionsContext.Provider value={actions}>
      <PhaseReachContext.Provider value={phaseReach}>{children}</PhaseReachContext.Provider>
    </DraftActionsContext.Provider>
  );
}

/** How far the player has gone in this visit of the wizard, and the way to note a phase opened. */
export function usePhaseReach(): PhaseReach {
  return useContext(PhaseReachContext);
}

/** The draft actions of the surrounding DraftProvider. */
export function useDraftActions(): DraftActions {
  const actions = useContext(DraftActionsContext);
  if (!actions) throw new Error('useDraftActions must be used inside a DraftProvider');
  return actions;
}

/** Whether the server copy of the draft is up to date. */
export function useDraftSaveStatus(): DraftSaveStatus {
  const { saver } = useDraftActions();
  return useSyncExternalStore(
    (listener) => saver.subscribe(listener),
    () => saver.getStatus(),
  );
}

/** The wizard's working copy of the draft; the wizard layout renders steps only once it is loaded. */
export function useDraft(): Draft {
  const { data } = useQuery(draftQueryOptions());
  if (!data) throw new Error('useDraft needs the draft loaded by the wizard layout');
  return data;
}
