import { housingOf, lifestyleOf, monthlyCost } from '@edgeforge/rules/career/month';
import type { CareerState } from '@edgeforge/rules/career/state';

/*
 * The "Career" block of the PDF sheet (decision 056): the balances of the three ledgers and the
 * Lifestyle and Housing with what a month costs, as label and value.
 */

/** What the sheet prints of a career. */
export function careerSheet(state: CareerState): [string, string][] {
  const food = lifestyleOf(state.lifestyle);
  const home = housingOf(state.housing);
  return [
    ['Improvement Points', String(state.ip)],
    ['Eurobucks', `${state.eb}eb`],
    ['Reputation', String(state.reputation)],
    ['Lifestyle', `${food.name}, ${food.monthlyEb}eb a month`],
    ['Housing', `${home.name}, ${home.monthlyEb}eb a month`],
    ['A month costs', `${monthlyCost(state)}eb`],
  ];
}
