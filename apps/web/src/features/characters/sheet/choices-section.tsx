import type { FullCharacter } from '@edgeforge/contracts/api';
import { gearChoiceFacts } from '@edgeforge/rules/setup-facts';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { Fact } from './sheet-section.tsx';

/**
 * The role package's "A | B" choices the player made (Streetrat and Edgerunner); nothing for a Complete
 * Package, which buys its gear, or a character saved before choices were kept.
 */
export function PackageChoicesSection({ character }: { character: FullCharacter }) {
  const choices = character.character_inventory.gear_choices;
  if (character.character_type === 'complete' || choices === null) return null;
  const facts = gearChoiceFacts(character.role_id, choices);
  if (facts.length === 0) return null;
  return (
    <SheetSection title="Package Choices">
      <dl>
        {facts.map(([label, value]) => (
          <Fact key={label} term={label}>
            {value}
          </Fact>
        ))}
      </dl>
    </SheetSection>
  );
}
