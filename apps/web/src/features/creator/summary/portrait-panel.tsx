import type { PortraitResponse } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SourceBadge } from './source-badge.tsx';

interface PortraitPanelProps {
  readonly portrait: PortraitResponse | null;
  /** The saved portrait of a character being edited, shown until a new one is generated. */
  readonly keptUrl?: string | null;
  readonly name: string;
  readonly isGenerating: boolean;
  readonly onGenerate: () => void;
}

/** The data URL of a generated PNG (the API sends bare base64). */
export function portraitDataUrl(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/** The Character Portrait section of the summary. */
export function PortraitPanel({ portrait, keptUrl, name, isGenerating, onGenerate }: PortraitPanelProps) {
  return (
    <Panel accent="magenta" className="grid grid-cols-1 content-start gap-4">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-magenta">
        Character Portrait
      </h2>
      <div
        aria-live="polite"
        aria-busy={isGenerating}
        className="grid grid-cols-1 justify-items-center gap-3"
      >
        {portrait ? (
          <>
            <img
              src={portraitDataUrl(portrait.image)}
              alt={`Portrait of ${name}`}
              className="aspect-square w-full max-w-xs border border-neon-magenta/60 object-cover"
            />
            <SourceBadge source={portrait.source} />
          </>
        ) : keptUrl && !isGenerating ? (
          <img
            src={keptUrl}
            alt={`Portrait of ${name}`}
            className="aspect-square w-full max-w-xs border border-neon-magenta/60 object-cover"
          />
        ) : (
          <div className="grid grid-cols-1 aspect-square w-full max-w-xs place-items-center border border-dashed border-line bg-void/60 p-4 text-center font-mono text-ink-muted">
            {isGenerating ? (
              <span className="flex items-center gap-3">
                <Spinner /> Generating portrait...
              </span>
            ) : (
              MESSAGES.portraitEmpty
            )}
          </div>
        )}
      </div>
      <Button variant="secondary" onClick={onGenerate} busy={isGenerating} className="justify-self-center">
        <Sparkles aria-hidden="true" />
        {isGenerating ? 'Generating...' : 'Generate Portrait'}
      </Button>
    </Panel>
  );
}
