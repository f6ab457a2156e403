import { z } from 'zod';
import {
  FOUNDRY_INJURY_LOCATIONS,
  FOUNDRY_INJURY_QUICK_FIXES,
  FOUNDRY_INJURY_TREATMENTS,
} from '../item-choices.ts';
import { choice, int } from './fields.ts';
import { commonFields, effectsFields } from './mixins.ts';

/** `system` of a critical injury: where, what patches it up and what removes it, at which DVs. */
export const criticalInjurySystemSchema = z.strictObject({
  ...commonFields,
  ...effectsFields,
  location: choice(FOUNDRY_INJURY_LOCATIONS),
  quickFix: z.strictObject({
    type: choice(FOUNDRY_INJURY_QUICK_FIXES),
    dvFirstAid: int(),
    dvParamedic: int(),
  }),
  treatment: z.strictObject({
    type: choice(FOUNDRY_INJURY_TREATMENTS),
    dvParamedic: int(),
    dvSurgery: int(),
  }),
  deathSaveIncrease: z.boolean(),
});
