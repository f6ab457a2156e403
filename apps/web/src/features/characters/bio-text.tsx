import { bioParagraphs } from './bio.ts';

/** A bio as paragraphs; the keys are positions because the text is static and never reordered. */
export function BioText({ bio }: { bio: string | null }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed">
      {bioParagraphs(bio).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
