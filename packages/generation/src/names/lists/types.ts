/** The offline name lists of one cultural region: romanised given names by gender and surnames. */
export interface RegionNameList {
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly surnames: readonly string[];
}
