import { MESSAGES } from '@edgeforge/contracts/messages';
import { FASHION_STYLES } from '@edgeforge/rules/fashion';
import type { FashionStyleKey, Gender } from '@edgeforge/rules/ids';
import type { FashionStyle } from '@edgeforge/rules/types';
import { ImageOff, Maximize } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { ArtPicture } from '../../../components/art-picture.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';

/** The card art of a style for a gender: its name under /art. */
export function fashionArt(style: FashionStyle, gender: Gender): string {
  return `fashion/${gender === 'female' ? style.femaleImage : style.maleImage}`;
}

function StyleImage({ className, ...picture }: Omit<ComponentProps<typeof ArtPicture>, 'kind'>) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className={cn(
          'grid grid-cols-1 place-items-center gap-1 bg-void/70 text-center text-ink-muted',
          className,
        )}
      >
        <span className="grid grid-cols-1 justify-items-center gap-1">
          <ImageOff aria-hidden="true" className="size-6" />
          <span className="font-mono text-sm">{MESSAGES.imageComingSoon}</span>
        </span>
      </span>
    );
  }
  return <ArtPicture {...picture} kind="fashion" className={className} onError={() => setFailed(true)} />;
}

interface FashionGridProps {
  readonly gender: Gender;
  readonly selected: FashionStyleKey | null;
  readonly onSelect: (key: FashionStyleKey) => void;
}

/** The fashion style cards: a 4-column grid on wide screens, art by gender, a full view. */
export function FashionGrid({ gender, selected, onSelect }: FashionGridProps) {
  const [viewing, setViewing] = useState<FashionStyle | null>(null);
  return (
    <section aria-labelledby="fashion-title" className="grid grid-cols-1 gap-3">
      <h2
        id="fashion-title"
        className="font-display text-sm font-bold uppercase tracking-widest text-neon-magenta"
      >
        Fashion Style
      </h2>
      <div
        role="radiogroup"
        aria-labelledby="fashion-title"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      >
        {FASHION_STYLES.map((style) => {
          const isSelected = selected === style.key;
          return (
            <div
              key={style.key}
              data-selected={isSelected || undefined}
              className={cn(
                'relative grid grid-cols-1 content-start gap-2 border bg-panel-raised/80 p-2 clip-corner-sm',
                isSelected ? 'border-neon-magenta shadow-neon-magenta' : 'border-line',
              )}
            >
              <label className="grid grid-cols-1 cursor-pointer gap-2">
                <input
                  type="radio"
                  name="fashion-style"
                  value={style.key}
                  checked={isSelected}
                  onChange={() => onSelect(style.key)}
                  className="sr-only"
                />
                <StyleImage
                  name={fashionArt(style, gender)}
                  sizes="(min-width: 1280px) 16rem, (min-width: 640px) 33vw, 50vw"
                  // The grid sits below the fold on a phone: its cards load as they come near.
                  loading="lazy"
                  alt=""
                  className="aspect-[3/4] w-full object-cover"
                />
                <span className="font-display text-xs font-bold uppercase tracking-wider text-neon-cyan">
                  {style.name}
                </span>
                <span className="line-clamp-3 text-sm text-ink-muted">{style.description}</span>
              </label>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`View ${style.name} full image`}
                className="absolute top-3 right-3 bg-void/70"
                onClick={() => setViewing(style)}
              >
                <Maximize aria-hidden="true" />
              </Button>
            </div>
          );
        })}
      </div>
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent size="wide">
          {viewing ? (
            <>
              <DialogHeader>
                <DialogTitle>{viewing.name}</DialogTitle>
                <DialogDescription>{viewing.description}</DialogDescription>
              </DialogHeader>
              <StyleImage
                name={fashionArt(viewing, gender)}
                sizes="(min-width: 768px) 480px, 100vw"
                alt={`${viewing.name} outfit`}
                className="max-h-[65dvh] w-full object-contain"
              />
              <ul className="flex flex-wrap gap-2 text-sm">
                {viewing.keyFeatures.map((feature) => (
                  <li key={feature} className="border border-line px-2 py-0.5 text-ink-muted">
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
