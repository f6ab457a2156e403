import {
  COMBAT_AWARENESS_OPTIONS,
  type CombatAwarenessKey,
  MAKER_SPECIALTIES,
  MEDICINE_SPECIALTIES,
} from '../../data/role-abilities.ts';
import { ROLE_ABILITY_STARTING_RANK } from '../../ids.ts';
import {
  combatAwarenessSteps,
  familyVehiclesAt,
  ROLE_ABILITY_CHOICES,
  type RoleAbilityChoice,
  type RoleAbilitySetup,
  roleAbilityChoice,
  SPECIALTY_RANKS_PER_RANK,
  TEAM_MEMBER_ROLES,
  teamSize,
} from '../../role-ability.ts';
import type { Finding } from '../finding.ts';
import { type CharacterRule, type CheckContext, finding } from '../rule.ts';

const PATH = 'roleAbility';

function invalid(choice: string, message: string): Finding {
  return finding('ROLE_ABILITY_SETUP_INVALID', `${PATH}.${choice}`, 'roleAbility', message);
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** How points, or ranks, spread over named keys: what each key may hold and what they add up to. */
interface Spread {
  readonly names: Readonly<Record<string, string>>;
  /** The values a key may hold: every whole number up to a maximum, or a list. */
  readonly allowed: (key: string) => number | readonly number[];
  readonly total: number;
  /** What is placed, for messages: 'Maker ranks'. */
  readonly what: string;
}

/** Points, or ranks, per key: known keys, allowed whole numbers, adding up to the total. */
function spreadFindings(
  choice: RoleAbilityChoice,
  values: Readonly<Record<string, number | undefined>>,
  spread: Spread,
  prefix: string,
): Finding[] {
  const findings: Finding[] = [];
  let sum = 0;
  for (const [key, value] of Object.entries(values)) {
    const name = spread.names[key];
    const allowed = name === undefined ? 0 : spread.allowed(key);
    const fits = isCount(value) && (typeof allowed === 'number' ? value <= allowed : allowed.includes(value));
    if (name === undefined)
      findings.push(invalid(`${choice}.${key}`, `${prefix} '${key}' is not an option here`));
    else if (!fits)
      findings.push(invalid(`${choice}.${key}`, `${prefix} ${name} cannot hold ${value} ${spread.what}`));
    else sum += value;
  }
  if (findings.length === 0 && sum !== spread.total) {
    findings.push(invalid(choice, `${prefix} ${sum} of ${spread.total} ${spread.what} placed`));
  }
  return findings;
}

/** The findings of the one choice the role makes, once it is there. */
function choiceFindings(
  setup: RoleAbilitySetup,
  choice: RoleAbilityChoice,
  context: CheckContext,
): Finding[] {
  const rank = setup.rank;
  const role = `${context.roleName}:`;
  switch (choice) {
    case 'combatAwareness': {
      const names = Object.fromEntries(
        Object.entries(COMBAT_AWARENESS_OPTIONS).map(([key, option]) => [key, option.name]),
      );
      const allowed = (key: string) => combatAwarenessSteps(key as CombatAwarenessKey, rank);
      const spread = { names, allowed, total: rank, what: 'Combat Awareness points' };
      return spreadFindings(choice, setup.combatAwareness ?? {}, spread, role);
    }
    case 'maker': {
      const total = rank * SPECIALTY_RANKS_PER_RANK.maker;
      const spread = { names: MAKER_SPECIALTIES, allowed: () => rank, total, what: 'Maker ranks' };
      return spreadFindings(choice, setup.maker ?? {}, spread, role);
    }
    case 'medicine': {
      const total = rank * SPECIALTY_RANKS_PER_RANK.medicine;
      const spread = { names: MEDICINE_SPECIALTIES, allowed: () => rank, total, what: 'Medicine ranks' };
      return spreadFindings(choice, setup.medicine ?? {}, spread, role);
    }
    case 'team': {
      const team = setup.team ?? [];
      const size = teamSize(rank);
      const wrongRole = team.findIndex((member) => !TEAM_MEMBER_ROLES.includes(member.role));
      if (wrongRole !== -1) {
        return [invalid(`team.${wrongRole}.role`, `${role} '${team[wrongRole]!.role}' cannot join the team`)];
      }
      return team.length === size
        ? []
        : [invalid(choice, `${role} a team of ${size} at rank ${rank}, not ${team.length}`)];
    }
    case 'familyVehicle': {
      const vehicles = familyVehiclesAt(rank);
      const vehicle = setup.familyVehicle ?? '';
      return vehicles.includes(vehicle)
        ? []
        : [
            invalid(
              choice,
              `${role} '${vehicle}' is not a family vehicle at rank ${rank}; choose ${vehicles.join(', ')}`,
            ),
          ];
    }
  }
}

/** What a choice asks the player to do, and what it holds when another role or method has it. */
const CHOICE_TEXTS: Readonly<Record<RoleAbilityChoice, { readonly ask: string; readonly noun: string }>> = {
  combatAwareness: { ask: 'place your Combat Awareness points', noun: 'Combat Awareness points' },
  maker: { ask: 'place your Maker specialty ranks', noun: 'Maker specialty ranks' },
  medicine: { ask: 'place your Medicine specialty ranks', noun: 'Medicine specialty ranks' },
  team: { ask: 'pick your team', noun: 'Exec team' },
  familyVehicle: { ask: 'pick your family vehicle', noun: 'family vehicle' },
};

/** The role ability starts at rank 4 with the set-up its role asks for, and nothing of other roles. */
const roleAbility: CharacterRule = {
  id: 'role-ability',
  check: (build, context) => {
    const setup = build.roleAbility ?? { rank: ROLE_ABILITY_STARTING_RANK };
    if (setup.rank !== ROLE_ABILITY_STARTING_RANK) {
      return [
        finding(
          'ROLE_ABILITY_RANK',
          `${PATH}.rank`,
          'roleAbility',
          `${context.roleName}: the role ability starts at rank ${ROLE_ABILITY_STARTING_RANK}, not ${setup.rank}`,
        ),
      ];
    }
    const wanted = roleAbilityChoice(context.role);
    const strays = ROLE_ABILITY_CHOICES.filter((choice) => choice !== wanted && setup[choice] != null).map(
      (choice) =>
        invalid(
          choice,
          `${context.methodRules.name} ${context.roleName}: no ${CHOICE_TEXTS[choice].noun} here`,
        ),
    );
    if (wanted === null) return strays;
    if (setup[wanted] == null) {
      return [
        ...strays,
        finding(
          'ROLE_ABILITY_SETUP_MISSING',
          `${PATH}.${wanted}`,
          'roleAbility',
          `${context.roleName}: ${CHOICE_TEXTS[wanted].ask}`,
        ),
      ];
    }
    return [...strays, ...choiceFindings(setup, wanted, context)];
  },
};

/** The role ability rules. */
export const ROLE_ABILITY_RULES: readonly CharacterRule[] = [roleAbility];
