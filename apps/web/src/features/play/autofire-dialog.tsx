import {
  AUTOFIRE_DV,
  AUTOFIRE_RANGES,
  type AutofireRange,
  autofireRowOf,
} from '@edgeforge/rules/play/data/combat';
import type { CarriedWeapon } from '@edgeforge/rules/play/state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { PlayButton } from './play-parts.tsx';

/**
 * Autofire's second tap: one big button per range band with the DV it must beat there; the tap fires
 * (docs/rules/play.md#autofire-and-suppressive-fire).
 */
export function AutofireDialog({
  weapon,
  luck,
  onOpenChange,
  onRange,
}: {
  /** The weapon to fire, or null while the dialog is closed. */
  weapon: CarriedWeapon | null;
  luck: number;
  onOpenChange: (open: boolean) => void;
  onRange: (range: AutofireRange) => void;
}) {
  const row = weapon ? autofireRowOf(weapon) : undefined;
  return (
    <Dialog open={weapon !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Autofire: {weapon?.name}</DialogTitle>
          <DialogDescription>
            Pick the range to the target. REF + Autofire + 1d10
            {luck > 0 ? ` + ${luck} Luck` : ''} must beat its DV; each point over multiplies 2d6 of damage, up
            to {row?.maxMultiplier}. Uses 10 rounds.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {row
            ? AUTOFIRE_RANGES.map((range) => (
                <PlayButton
                  key={range}
                  variant="secondary"
                  aria-label={`Fire at ${range} m, DV ${AUTOFIRE_DV[row.table][range]}`}
                  onClick={() => onRange(range)}
                >
                  <span className="grid">
                    <span className="font-display text-base font-bold">{range} m</span>
                    <span className="tabular-nums">DV {AUTOFIRE_DV[row.table][range]}</span>
                  </span>
                </PlayButton>
              ))
            : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
