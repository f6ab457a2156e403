import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { BLACK_ICE } from '@edgeforge/rules/net/data/black-ice';
import { INTERFACE_ABILITY_NAMES } from '@edgeforge/rules/net/data/interface';
import type { PlayState } from '@edgeforge/rules/play/state';

function weaponName(state: PlayState, weaponId: string): string {
  return state.weapons[weaponId]?.name ?? 'a weapon';
}

function programName(state: PlayState, programId: string): string {
  return state.net?.programs.find((program) => program.id === programId)?.name ?? 'a program';
}

function rollLabel(state: PlayState, roll: Extract<PlayCommand, { kind: 'roll' }>['roll']): string {
  switch (roll.type) {
    case 'check':
      return roll.skill ? `Roll ${roll.skill}` : `Roll ${roll.stat}`;
    case 'attack':
      return `Attack with ${weaponName(state, roll.weaponId)}`;
    case 'damage':
      return `Roll ${roll.dice}d6 damage`;
    case 'initiative':
      return 'Roll initiative';
    case 'interface':
      return `Roll ${INTERFACE_ABILITY_NAMES[roll.ability]}`;
  }
}

function damageLabel(command: Extract<PlayCommand, { kind: 'takeDamage' }>): string {
  const { damage } = command;
  if ('amount' in damage) return `Take ${damage.amount} damage`;
  if ('faces' in damage) return `Take damage (${damage.faces.join(' ')})`;
  return `Take ${damage.roll} damage`;
}

/**
 * What a command is, in a few words a player recognizes, for the list of commands waiting to be sent
 * and the refusals that come back: "Fire Very Heavy Pistol", "Heal 5 HP".
 */
export function commandLabel(command: PlayCommand, state: PlayState): string {
  switch (command.kind) {
    case 'takeDamage':
      return damageLabel(command);
    case 'heal':
      if (command.heal.kind === 'amount') return `Heal ${command.heal.amount} HP`;
      return command.heal.kind === 'rest' ? `Rest ${command.heal.days} day(s)` : 'Speedheal';
    case 'stabilize':
      return `Stabilize (${command.skill} ${command.total})`;
    case 'deathSave':
      return 'Death Save';
    case 'treatInjury':
      return command.method === 'quickFix' ? 'Quick fix an injury' : 'Treat an injury';
    case 'spendLuck':
      return `Spend ${command.points} Luck`;
    case 'startGameSession':
      return 'Start a game session';
    case 'fire':
      return command.mode === 'single'
        ? `Fire ${weaponName(state, command.weaponId)}`
        : `${command.mode === 'autofire' ? 'Autofire' : 'Suppressive fire'} with ${weaponName(state, command.weaponId)}`;
    case 'reload':
      return `Reload ${weaponName(state, command.weaponId)}`;
    case 'repairArmor':
      return `Repair armour (${command.location})`;
    case 'changeHumanity':
      return `Humanity ${command.amount > 0 ? '+' : ''}${command.amount}`;
    case 'roll':
      return rollLabel(state, command.roll);
    case 'program':
      return `${command.action === 'rez' ? 'Rez' : 'Switch off'} ${programName(state, command.programId)}`;
    case 'netHit':
      return command.programId
        ? `${BLACK_ICE[command.ice].name} hits ${programName(state, command.programId)}`
        : `${BLACK_ICE[command.ice].name} hits the brain`;
    case 'undo':
      return 'Undo';
  }
}

/**
 * Whether the server would roll dice for the command (so it cannot run offline): a roll, a Death Save
 * or full-auto fire without the player's own dice, or damage named as dice to roll ("3d6").
 */
export function needsServerDice(command: PlayCommand, dice: readonly number[] | undefined): boolean {
  if (command.kind === 'takeDamage') return 'roll' in command.damage;
  const rolls =
    command.kind === 'roll' ||
    command.kind === 'deathSave' ||
    command.kind === 'netHit' ||
    (command.kind === 'fire' && command.mode !== 'single');
  return rolls && dice === undefined;
}
