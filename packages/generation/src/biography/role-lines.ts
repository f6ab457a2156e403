import type { RoleId } from '@edgeforge/rules/ids';
import type { Pronouns } from './grammar.ts';

/** Display names of the ten roles, as the bio prints them. */
export const ROLE_NAMES: Record<RoleId, string> = {
  rockerboy: 'Rockerboy',
  solo: 'Solo',
  netrunner: 'Netrunner',
  tech: 'Tech',
  medtech: 'Medtech',
  media: 'Media',
  exec: 'Exec',
  lawman: 'Lawman',
  fixer: 'Fixer',
  nomad: 'Nomad',
};

type Line = (p: Pronouns) => string;

/** Sentences about what each role does on the Street; the bio picks one per seed. */
export const ROLE_LINES: Record<RoleId, Line[]> = {
  rockerboy: [
    (p) =>
      `${p.he} plays to crowds the corps would rather keep quiet, and every show is half concert, half riot`,
    (p) => `${p.his} voice carries further than any gun, and the people who own this city know it`,
  ],
  solo: [
    (p) => `${p.he} is paid to be the most dangerous person in the room, and ${p.he} usually is`,
    (p) => `${p.he} sells ${p.his} reflexes by the hour and has never once asked for a refund`,
  ],
  netrunner: [
    (p) => `${p.he} jacks into the NET through interface plugs and walks where the ICE says nobody walks`,
    (p) => `${p.he} cracks systems for a living and sleeps with a cyberdeck beside the pillow`,
  ],
  tech: [
    (p) => `${p.he} can fix anything with a circuit in it and improve most things without one`,
    (p) => `${p.his} workbench is a graveyard of salvaged parts that keep coming back to life`,
  ],
  medtech: [
    (p) => `${p.he} patches up the people the hospitals will not touch, no questions asked`,
    (p) => `${p.he} has pulled more bullets out of strangers than most Solos have fired`,
  ],
  media: [
    (p) => `${p.he} chases the stories the corps bury, with a recorder always running`,
    (p) => `${p.he} knows that the truth is a weapon, and ${p.he} keeps it loaded`,
  ],
  exec: [
    (p) => `${p.he} climbs the corporate ladder in a sharp suit, smiling at rivals ${p.he} plans to ruin`,
    (p) => `${p.he} moves money and people across the board like pieces in a game only ${p.he} can see`,
  ],
  lawman: [
    (p) => `${p.he} wears the badge in a city where the law is whatever the strongest say it is`,
    (p) => `${p.he} keeps the peace where ${p.he} can and keeps the score everywhere else`,
  ],
  fixer: [
    (p) => `${p.he} knows someone who knows someone, and takes a cut at every step`,
    (p) => `${p.he} deals in favours, data chips and secrets, and never forgets a debt`,
  ],
  nomad: [
    (p) => `${p.he} rides the open highways with the family and trusts the road more than any city`,
    (p) => `${p.he} runs cargo between the cities with the pack, always one tank of fuel from freedom`,
  ],
};
