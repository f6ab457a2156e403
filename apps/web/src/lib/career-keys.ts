/**
 * The query keys of a character's career (decision 056) and of the reads made from it, in one place so
 * that every feature reading a career spells them alike without importing another feature. The shop
 * (decision 064) and the Night Market's purse read the career's version or eurobucks, so their keys sit
 * under the career's: a career step, an award or a month passing marks them stale too.
 */
export const careerKeys = {
  all: ['career'] as const,
  detail: (id: string) => [...careerKeys.all, id] as const,
  shop: (id: string) => [...careerKeys.detail(id), 'shop'] as const,
  purse: (id: string) => [...careerKeys.detail(id), 'purse'] as const,
};
