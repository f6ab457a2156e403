// The career's endpoints that read a JSON body (decision 056), for the hostile-body suite
// (hostile-endpoints.ts): the owner's character and the fuzzer's campaign, 404s to the fuzzer.
import {
  campaignAwardRequestSchema,
  campaignMonthRequestSchema,
  careerCommandRequestSchema,
  ipMultipliersRequestSchema,
} from '@edgeforge/contracts/career';
import { shopCommandRequestSchema } from '@edgeforge/contracts/career-shop';
import type { z } from 'zod';
import type { HostileSuite } from './hostile-suite.ts';

/** An endpoint as hostile-endpoints.ts lists it (its `Endpoint`), signed in. */
type CareerEndpoint = {
  name: string;
  path: string;
  method: 'POST' | 'PUT';
  signedIn: true;
  schema: z.ZodType;
  base: () => unknown;
};

/** The career's body endpoints, each with a valid body the fuzzer mutates. */
export function careerEndpoints(suite: HostileSuite, campaign: { id: string }): CareerEndpoint[] {
  return [
    {
      name: 'career step',
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}/career/commands`;
      },
      method: 'POST',
      signedIn: true,
      schema: careerCommandRequestSchema,
      base: () => ({
        commandId: '00000000-0000-4000-8000-000000000003',
        version: 1,
        command: { kind: 'award', ledger: 'ip', amount: 50, reason: 'The job' },
      }),
    },
    {
      name: 'career shop step',
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}/career/shop`;
      },
      method: 'POST',
      signedIn: true,
      schema: shopCommandRequestSchema,
      base: () => ({
        commandId: '00000000-0000-4000-8000-000000000007',
        command: { kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] },
      }),
    },
    {
      name: 'career award to the party',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/career/awards`;
      },
      method: 'POST',
      signedIn: true,
      schema: campaignAwardRequestSchema,
      base: () => ({
        commandId: '00000000-0000-4000-8000-000000000004',
        characterIds: ['00000000-0000-4000-8000-000000000005'],
        awards: [{ ledger: 'eb', amount: 2000 }],
        reason: 'Pay',
      }),
    },
    {
      name: 'career month for the party',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/career/month`;
      },
      method: 'POST',
      signedIn: true,
      schema: campaignMonthRequestSchema,
      base: () => ({ commandId: '00000000-0000-4000-8000-000000000006' }),
    },
    {
      name: 'career IP multipliers',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/career/multipliers`;
      },
      method: 'PUT',
      signedIn: true,
      schema: ipMultipliersRequestSchema,
      base: () => ({ multipliers: { skill: 10, roleRank: 30 } }),
    },
  ];
}
