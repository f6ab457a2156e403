import type { GenerationSource } from '@edgeforge/contracts/api';

const LABEL: Record<GenerationSource, string> = {
  offline: 'Offline generator',
  ai: 'AI generated',
};

/** Says where a generated text or image came from. */
export function SourceBadge({ source }: { source: GenerationSource }) {
  return (
    <span
      data-testid="generation-source"
      data-source={source}
      className="border border-line px-2 py-0.5 font-mono text-xs uppercase tracking-wider text-ink-muted"
    >
      Source: {LABEL[source]}
    </span>
  );
}
