import { EAST_ASIAN } from './east-asian.ts';
import { EASTERN_EUROPEAN } from './eastern-european.ts';
import { MIDDLE_EASTERN_NORTH_AFRICAN } from './middle-eastern-north-african.ts';
import { NORTH_AMERICAN } from './north-american.ts';
import { OCEANIA_PACIFIC_ISLANDER } from './oceania-pacific-islander.ts';
import { SOUTH_ASIAN } from './south-asian.ts';
import { SOUTH_CENTRAL_AMERICAN } from './south-central-american.ts';
import { SOUTH_EAST_ASIAN } from './south-east-asian.ts';
import { SUB_SAHARAN_AFRICAN } from './sub-saharan-african.ts';
import type { RegionNameList } from './types.ts';
import { WESTERN_EUROPEAN } from './western-european.ts';

/** Offline name lists keyed by the cultural region exactly as the roll table stores it. */
export const NAME_LISTS: Readonly<Record<string, RegionNameList>> = {
  'North American': NORTH_AMERICAN,
  'South/Central American': SOUTH_CENTRAL_AMERICAN,
  'Western European': WESTERN_EUROPEAN,
  'Eastern European': EASTERN_EUROPEAN,
  'Middle Eastern/North African': MIDDLE_EASTERN_NORTH_AFRICAN,
  'Sub-Saharan African': SUB_SAHARAN_AFRICAN,
  'South Asian': SOUTH_ASIAN,
  'South East Asian': SOUTH_EAST_ASIAN,
  'East Asian': EAST_ASIAN,
  'Oceania/Pacific Islander': OCEANIA_PACIFIC_ISLANDER,
};

/** The ten region names the lists cover, in roll-table order. */
export const NAME_REGIONS = Object.keys(NAME_LISTS);
