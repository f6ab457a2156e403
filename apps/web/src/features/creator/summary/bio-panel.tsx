import type { BioResponse } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { RefreshCw } from 'lucide-react';
import { BioEngineNote } from '../../../components/bio-engine-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SourceBadge } from './source-badge.tsx';

/**
 * A bio on the summary: generated (with where it came from and the engine that wrote it) or the saved
 * one of an edited character (its engine as saved, null when none was recorded).
 */
export type ShownBio = Omit<BioResponse, 'source' | 'engine'> & {
  readonly source?: BioResponse['source'];
  readonly engine: string | null;
};

interface BioPanelProps {
  readonly bio: ShownBio | null;
  readonly isGenerating: boolean;
  readonly hasFailed: boolean;
  readonly onRegenerate: () => void;
}

/** The Character Bio section of the summary. */
export function BioPanel({ bio, isGenerating, hasFailed, onRegenerate }: BioPanelProps) {
  const paragraphs = bio?.bio.split(/\r?\n\s*\r?\n/).filter((p) => p.trim()) ?? [];
  return (
    <Panel className="grid grid-cols-1 content-start gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">
          Character Bio
        </h2>
        <Button variant="outline" size="sm" onClick={onRegenerate} busy={isGenerating}>
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      </div>
      <div aria-live="polite" aria-busy={isGenerating} className="grid grid-cols-1 gap-3">
        {isGenerating ? (
          <p className="flex items-center gap-3 font-mono text-ink-muted">
            <Spinner /> {MESSAGES.bioGenerating}
          </p>
        ) : hasFailed ? (
          <p className="text-danger">{MESSAGES.bioFailedPanel}</p>
        ) : bio ? (
          <>
            {bio.shortBio ? <p className="font-semibold text-neon-yellow">{bio.shortBio}</p> : null}
            <div data-testid="bio-text" className="grid grid-cols-1 gap-3 leading-relaxed">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <BioEngineNote engine={bio.engine} />
              {bio.source ? <SourceBadge source={bio.source} /> : null}
            </div>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
