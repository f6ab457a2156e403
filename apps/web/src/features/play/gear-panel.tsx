import type { AutofireRange } from '@edgeforge/rules/play/data/combat';
import type { CarriedWeapon, PlayState } from '@edgeforge/rules/play/state';
import { weaponProfile } from '@edgeforge/rules/play/weapon-profile';
import { useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { AutofireDialog } from './autofire-dialog.tsx';
import { itemName } from './play-labels.ts';
import { OutcomeLine, PlayButton, ServerDiceNote } from './play-parts.tsx';
import { CHECK_DICE } from './rolls-panel.tsx';
import type { DiceAsk, PlayRunner } from './use-play-runner.ts';

/** An autofire attack's dice: the d10 with its critical die, then the 2d6 of damage used on a hit. */
export const AUTOFIRE_DICE: DiceAsk = { d10: { critical: true }, d6: 2 };

/**
 * One weapon in play: rounds in it and spare, its attack and damage rolls, firing and reloading; on a
 * weapon that fires on full auto, Autofire (its range band next) and suppressive fire. A melee
 * cyberweapon (Wolvers, a popup blade) has its attack and damage only.
 */
function WeaponCard({
  weaponId,
  weapon,
  spare,
  runner,
  luck,
  onLuckSpent,
  onAutofire,
}: {
  weaponId: string;
  weapon: CarriedWeapon;
  spare: number;
  runner: PlayRunner;
  luck: number;
  onLuckSpent: () => void;
  onAutofire: () => void;
}) {
  const { skill, damageDice, melee } = weaponProfile(weapon.itemId);
  const busy = runner.busy;
  const { may } = runner.rights;
  const rolls = may('roll');
  // Offline, the attack, the damage dice and full auto are the server's rolls (decision 049).
  const off = runner.serverDiceOff ? { disabled: true, 'aria-describedby': 'gear-offline' } : {};
  return (
    <li className="border border-line bg-void/60 p-2" aria-label={weapon.name}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{weapon.name}</p>
        {melee ? null : (
          <p className="font-display text-lg font-bold tabular-nums">
            <span className="sr-only">Loaded </span>
            <span className="inline-block min-w-[2ch] text-right">{weapon.loaded}</span> / {weapon.magazine}
          </p>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        {melee ? (
          `Melee, ${skill}`
        ) : (
          <>
            {itemName(weapon.ammoId)}, <span className="tabular-nums">{spare}</span> spare
          </>
        )}
      </p>
      <div className="mt-2 grid grid-cols-3 gap-2 empty:hidden">
        {rolls ? (
          <PlayButton
            variant="outline"
            busy={busy}
            aria-label={`Attack with ${weapon.name}`}
            {...off}
            onClick={() => {
              const roll = { type: 'attack', weaponId, skill, ...(luck > 0 ? { luck } : {}) } as const;
              runner.run('gear', { kind: 'roll', roll }, CHECK_DICE);
              onLuckSpent();
            }}
          >
            Attack
          </PlayButton>
        ) : null}
        {rolls && damageDice ? (
          <PlayButton
            variant="outline"
            busy={busy}
            aria-label={`Damage of ${weapon.name}, ${damageDice}d6`}
            {...off}
            onClick={() =>
              runner.run(
                'gear',
                { kind: 'roll', roll: { type: 'damage', dice: damageDice } },
                { d6: damageDice },
              )
            }
          >
            {damageDice}d6
          </PlayButton>
        ) : null}
        {may('fire') && !melee ? (
          <>
            <PlayButton
              variant="secondary"
              busy={busy}
              aria-label={`Fire ${weapon.name}`}
              onClick={() => runner.run('gear', { kind: 'fire', weaponId, mode: 'single' })}
            >
              Fire
            </PlayButton>
            {weapon.autofire ? (
              <>
                <PlayButton
                  variant="secondary"
                  busy={busy}
                  aria-label={`Autofire ${weapon.name}`}
                  {...off}
                  onClick={onAutofire}
                >
                  Autofire
                </PlayButton>
                <PlayButton
                  variant="secondary"
                  busy={busy}
                  aria-label={`Suppressive fire with ${weapon.name}`}
                  {...off}
                  onClick={() => {
                    const command = {
                      kind: 'fire',
                      weaponId,
                      mode: 'suppressive',
                      ...(luck > 0 ? { luck } : {}),
                    } as const;
                    runner.run('gear', command, CHECK_DICE);
                    onLuckSpent();
                  }}
                >
                  Suppress
                </PlayButton>
              </>
            ) : null}
          </>
        ) : null}
        {may('reload') && !melee ? (
          <PlayButton
            variant="outline"
            busy={busy}
            aria-label={`Reload ${weapon.name}`}
            onClick={() => runner.run('gear', { kind: 'reload', weaponId })}
          >
            Reload
          </PlayButton>
        ) : null}
      </div>
    </li>
  );
}

/** Armour SP at the body and the head, each repairable. */
function ArmorRows({ state, runner }: { state: PlayState; runner: PlayRunner }) {
  return (
    <ul className="grid gap-2">
      {(['body', 'head'] as const).map((location) => {
        const armor = state.armor[location];
        return (
          <li
            key={location}
            className="flex items-center justify-between gap-2 border border-line bg-void/60 p-2"
          >
            <div>
              <p className="font-semibold capitalize">{location}</p>
              <p className="text-sm text-ink-muted">{armor ? armor.name : 'No armour'}</p>
            </div>
            <p className="ml-auto font-display text-lg font-bold whitespace-nowrap tabular-nums">
              SP <span className="inline-block min-w-[2ch] text-right">{armor?.sp ?? 0}</span> /{' '}
              {armor?.maxSp ?? 0}
            </p>
            {runner.rights.may('repairArmor') ? (
              <PlayButton
                variant="outline"
                busy={runner.busy}
                aria-label={`Repair ${location} armour`}
                onClick={() => runner.run('gear', { kind: 'repairArmor', location })}
              >
                Repair
              </PlayButton>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Weapons and armour: the ammunition per weapon with its rolls, fire (single, autofire, suppressive) and
 * reload; SP per location.
 */
export function GearPanel({
  state,
  runner,
  luck,
  onLuckSpent,
}: {
  state: PlayState;
  runner: PlayRunner;
  luck: number;
  onLuckSpent: () => void;
}) {
  const weapons = Object.entries(state.weapons);
  const [autofireId, setAutofireId] = useState<string | null>(null);
  const autofire = (range: AutofireRange) => {
    if (!autofireId) return;
    setAutofireId(null);
    const command = {
      kind: 'fire',
      weaponId: autofireId,
      mode: 'autofire',
      range,
      ...(luck > 0 ? { luck } : {}),
    } as const;
    runner.run('gear', command, AUTOFIRE_DICE);
    onLuckSpent();
  };
  return (
    <SheetSection title="Weapons and armour">
      <ServerDiceNote id="gear-offline" runner={runner} />
      {weapons.length === 0 ? <p className="text-sm text-ink-muted">No weapons carried.</p> : null}
      <ul className="grid gap-2">
        {weapons.map(([weaponId, weapon]) => (
          <WeaponCard
            key={weaponId}
            weaponId={weaponId}
            weapon={weapon}
            spare={weapon.ammoId ? (state.spareAmmo[weapon.ammoId] ?? 0) : 0}
            runner={runner}
            luck={luck}
            onLuckSpent={onLuckSpent}
            onAutofire={() => setAutofireId(weaponId)}
          />
        ))}
      </ul>
      <AutofireDialog
        weapon={autofireId ? (state.weapons[autofireId] ?? null) : null}
        luck={luck}
        onOpenChange={(open) => (open ? undefined : setAutofireId(null))}
        onRange={autofire}
      />
      <OutcomeLine area="gear" runner={runner} />
      <ArmorRows state={state} runner={runner} />
    </SheetSection>
  );
}
