import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { rollInterfaceInPlay, runProgram, takeNetHit } from '@edgeforge/rules/net/net-play';
import { rollAttack } from '@edgeforge/rules/play/attack';
import { autofire, suppressiveFire } from '@edgeforge/rules/play/autofire';
import { takeDamage } from '@edgeforge/rules/play/damage';
import type { PlayDice } from '@edgeforge/rules/play/dice';
import { fire, reload, repairArmor } from '@edgeforge/rules/play/gear';
import { deathSave, heal, stabilize, treatInjury } from '@edgeforge/rules/play/health';
import type { CommandResult } from '@edgeforge/rules/play/result';
import { rollCheck, rollDamage, rollInitiative } from '@edgeforge/rules/play/roll';
import { changeHumanity, spendLuck, startGameSession } from '@edgeforge/rules/play/session';
import type { PlayState } from '@edgeforge/rules/play/state';

type Roll = Extract<PlayCommand, { kind: 'roll' }>['roll'];

function runRoll(state: PlayState, roll: Roll, dice: PlayDice): CommandResult {
  switch (roll.type) {
    case 'check': {
      const { type: _, ...check } = roll;
      return rollCheck(state, check, dice);
    }
    case 'attack': {
      const { type: _, ...attack } = roll;
      return rollAttack(state, attack, dice);
    }
    case 'damage':
      return rollDamage(state, roll, dice);
    case 'initiative':
      return rollInitiative(state, roll, dice);
    case 'interface': {
      const { type: _, ...command } = roll;
      return rollInterfaceInPlay(state, command, dice);
    }
  }
}

function runFire(state: PlayState, command: Extract<PlayCommand, { kind: 'fire' }>, dice: PlayDice) {
  switch (command.mode) {
    case 'single':
      return fire(state, command);
    case 'autofire':
      return autofire(state, command, dice);
    case 'suppressive':
      return suppressiveFire(state, command, dice);
  }
}

/**
 * Runs one command's rule on the state (docs/rules/play.md): the new state with its explanation, or
 * the rules' refusal. Undo is not here: it reads the log (apply-command.ts).
 */
export function runCommand(
  state: PlayState,
  command: Exclude<PlayCommand, { kind: 'undo' }>,
  dice: PlayDice,
): CommandResult {
  switch (command.kind) {
    case 'takeDamage': {
      const { kind: _, ...hit } = command;
      return takeDamage(state, hit, dice);
    }
    case 'heal':
      return heal(state, command.heal);
    case 'stabilize':
      return stabilize(state, command);
    case 'deathSave':
      return deathSave(state, command, dice);
    case 'treatInjury':
      return treatInjury(state, command);
    case 'spendLuck':
      return spendLuck(state, command);
    case 'startGameSession':
      return startGameSession(state);
    case 'fire':
      return runFire(state, command, dice);
    case 'reload':
      return reload(state, command);
    case 'repairArmor':
      return repairArmor(state, command);
    case 'changeHumanity':
      return changeHumanity(state, command);
    case 'roll':
      return runRoll(state, command.roll, dice);
    case 'program':
      return runProgram(state, command);
    case 'netHit':
      return takeNetHit(state, command, dice);
  }
}
