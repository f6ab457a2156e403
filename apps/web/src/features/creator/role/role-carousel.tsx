import type { RoleId } from '@edgeforge/rules/ids';
import { ROLES } from '@edgeforge/rules/roles';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ArtImage, roleArt } from '../common/art-image.tsx';

/** Whether a slide is the centred one or beside it, counting around the loop. */
function isNear(index: number, selectedIndex: number): boolean {
  const distance = Math.abs(index - selectedIndex);
  return Math.min(distance, ROLES.length - distance) <= 1;
}

interface RoleCarouselProps {
  readonly selected: RoleId;
  readonly onSelect: (roleId: RoleId) => void;
}

/**
 * The looping role carousel: centred, one slide per scroll, a third of the width
 * per slide from medium screens up, starting at the selected role. The centred slide is the choice, and
 * only a deliberate move changes it: the arrow keys, Previous and Next, a swipe, or a click on a side
 * slide. Every other slide is inert, so Tab passes the carousel in a few stops instead of walking (and
 * choosing) each of the ten roles.
 */
export function RoleCarousel({ selected, onSelect }: RoleCarouselProps) {
  const hintId = useId();
  const selectedIndex = Math.max(
    0,
    ROLES.findIndex((role) => role.id === selected),
  );
  // Embla scrolls a focused slide into view by default; here focus never moves the carousel.
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'center',
    slidesToScroll: 1,
    startIndex: selectedIndex,
    watchFocus: false,
  });
  const slides = useRef<(HTMLElement | null)[]>([]);
  const slidesBox = useRef<HTMLDivElement>(null);
  // Set when an arrow key moved the choice from inside a slide: the focus follows to the new one.
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!api) return;
    const settle = () => onSelect(ROLES[api.selectedScrollSnap()]!.id);
    api.on('select', settle);
    return () => {
      api.off('select', settle);
    };
  }, [api, onSelect]);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    slides.current[selectedIndex]?.focus({ preventScroll: true });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    focusFollows.current = slidesBox.current?.contains(event.target as Node) ?? false;
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else api?.scrollNext();
  };

  return (
    <section aria-roledescription="carousel" aria-label="Roles" onKeyDown={onKeyDown} className="relative">
      <p id={hintId} className="sr-only">
        The left and right arrow keys choose the previous or next role.
      </p>
      <div ref={viewportRef} className="overflow-hidden">
        <div ref={slidesBox} className="flex touch-pan-y">
          {ROLES.map((role, index) => {
            const isSelected = index === selectedIndex;
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: a click on a side slide centres it; the keyboard has the arrow keys and Previous / Next.
              // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the arrow keys do the same from the keyboard.
              <div
                key={role.id}
                onClick={isSelected ? undefined : () => api?.scrollTo(index)}
                className={cn(
                  'min-w-0 flex-[0_0_100%] px-2 md:flex-[0_0_33.3333%]',
                  isSelected ? 'cursor-auto' : 'cursor-pointer',
                )}
              >
                {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset would announce a form. */}
                <article
                  ref={(node) => {
                    slides.current[index] = node;
                  }}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${ROLES.length}: ${role.name}`}
                  aria-current={isSelected || undefined}
                  aria-describedby={isSelected ? hintId : undefined}
                  data-selected={isSelected || undefined}
                  tabIndex={isSelected ? 0 : -1}
                  inert={!isSelected}
                  className={cn(
                    'grid grid-cols-1 h-full content-start gap-3 border bg-panel-raised/90 p-4 clip-corner transition-[opacity,border-color,box-shadow]',
                    isSelected ? 'border-neon-cyan shadow-neon-cyan' : 'border-line opacity-60',
                  )}
                >
                  <ArtImage
                    {...roleArt(role.image)}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    // The centred slide and its two neighbours load at once; the rest when they come near.
                    loading={isNear(index, selectedIndex) ? 'eager' : 'lazy'}
                    alt=""
                    className="aspect-square w-full border border-line object-cover"
                  />
                  <h2 className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan">
                    {role.name}
                  </h2>
                  <p className="text-ink">{role.description}</p>
                  <div>
                    <h3 className="font-mono text-sm uppercase text-neon-magenta">Role Ability</h3>
                    <p className="font-semibold">{role.roleAbility.name}</p>
                    <p className="text-sm text-ink-muted">{role.roleAbility.description}</p>
                  </div>
                  <details className="text-sm">
                    <summary className="cursor-pointer font-mono uppercase text-neon-yellow touch:py-3">
                      Ranks 1 to 10
                    </summary>
                    <ol className="mt-2 grid grid-cols-1 gap-1">
                      {role.roleAbility.rankDescriptions.map((text, rank) => (
                        <li key={rank} className="grid grid-cols-[2rem_1fr] gap-1">
                          <span className="font-mono text-neon-yellow">{rank + 1}</span>
                          <span className="text-ink-muted">{text}</span>
                        </li>
                      ))}
                    </ol>
                  </details>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <Button variant="outline" size="icon" aria-label="Previous role" onClick={() => api?.scrollPrev()}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="min-w-40 text-center font-display text-sm uppercase tracking-widest">
          {ROLES[selectedIndex]?.name}
        </p>
        <Button variant="outline" size="icon" aria-label="Next role" onClick={() => api?.scrollNext()}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
