import type { RoleId } from '@edgeforge/rules/ids';
import { ROLES } from '@edgeforge/rules/roles';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ArtImage, roleArt } from './art-image.tsx';

interface RoleCarouselProps {
  readonly selected: RoleId;
  readonly onSelect: (roleId: RoleId) => void;
}

/**
 * The looping role carousel (spec sections 2 and 9): centred, one slide per scroll, a third of the width
 * per slide from medium screens up, starting at the selected role. The centred slide is the choice.
 */
export function RoleCarousel({ selected, onSelect }: RoleCarouselProps) {
  const startIndex = Math.max(
    0,
    ROLES.findIndex((role) => role.id === selected),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'center', slidesToScroll: 1, startIndex });

  useEffect(() => {
    if (!api) return;
    const settle = () => onSelect(ROLES[api.selectedScrollSnap()]!.id);
    api.on('select', settle);
    return () => {
      api.off('select', settle);
    };
  }, [api, onSelect]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else if (event.key === 'ArrowRight') api?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label="Roles" onKeyDown={onKeyDown} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {ROLES.map((role, index) => {
            const isSelected = role.id === selected;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset would announce a form.
              <div
                key={role.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${ROLES.length}: ${role.name}`}
                aria-current={isSelected || undefined}
                data-selected={isSelected || undefined}
                className="min-w-0 flex-[0_0_100%] px-2 md:flex-[0_0_33.3333%]"
              >
                <article
                  className={cn(
                    'grid grid-cols-1 h-full content-start gap-3 border bg-panel-raised/90 p-4 clip-corner transition-[opacity,border-color,box-shadow]',
                    isSelected ? 'border-neon-cyan shadow-neon-cyan' : 'border-line opacity-60',
                  )}
                >
                  <button
                    type="button"
                    tabIndex={isSelected ? -1 : 0}
                    aria-label={`Show ${role.name}`}
                    onClick={() => api?.scrollTo(index)}
                    className="cursor-pointer"
                  >
                    <ArtImage
                      src={roleArt(role.image)}
                      alt=""
                      className="aspect-square w-full border border-line object-cover"
                    />
                  </button>
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
                    <summary className="cursor-pointer font-mono uppercase text-neon-yellow">
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
          {ROLES.find((role) => role.id === selected)?.name}
        </p>
        <Button variant="outline" size="icon" aria-label="Next role" onClick={() => api?.scrollNext()}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
