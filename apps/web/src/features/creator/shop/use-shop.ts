import type { Draft } from '@edgeforge/contracts/draft';
import type { CatalogId } from '@edgeforge/rules/catalog/ids';
import type { Finding } from '@edgeforge/rules/check/finding';
import { computeHumanity } from '@edgeforge/rules/cyberware/humanity';
import { installedCyberware } from '@edgeforge/rules/cyberware/package-installs';
import type { HumanityState, InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { type CharacterType, isRoleId } from '@edgeforge/rules/ids';
import {
  addItem,
  type Basket,
  changeFindings,
  installPieces,
  removePiece,
  type ShopContext,
  setItemQuantity,
} from '@edgeforge/rules/shop/basket';
import {
  type Budget,
  checkPurchases,
  type PurchaseCheck,
  startingBudget,
} from '@edgeforge/rules/shop/budget';
import { useQueryClient } from '@tanstack/react-query';
import { draftKeys } from '../api/draft.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/** Everything the shop shows, worked out from the draft on every render. */
export interface ShopState {
  readonly method: CharacterType;
  /** The method's money before any purchase. */
  readonly budget: Budget;
  /** What the basket costs and leaves. */
  readonly money: PurchaseCheck;
  readonly basket: Basket;
  /** EMP and BODY for the cyberware rules; null while the STATs are not set. */
  readonly context: ShopContext | null;
  readonly humanity: HumanityState | null;
  /** What a basket leaves of the money: the method's in the wizard, the ledger's after creation. */
  readonly moneyOf: (basket: Basket) => PurchaseCheck;
  /** Humanity with a basket's chrome (its fixed losses), from Humanity as it stands now. */
  readonly humanityOf: (basket: Basket) => HumanityState;
  /** What a change of the basket would break, as the rules' messages; empty when it is allowed. */
  readonly judge: (before: Basket, after: Basket) => string[];
  /** A saved character: every loss is rolled by the server when the piece is installed. */
  readonly afterCreation: boolean;
}

/** What the player does in the shop; each answers what refused it (empty when it went through). */
export interface ShopActions {
  readonly add: (id: CatalogId) => string[];
  readonly setQuantity: (id: string, quantity: number) => string[];
  readonly install: (pieces: readonly InstalledCyberware[]) => string[];
  readonly remove: (instanceId: string) => string[];
}

/** Before the STATs are set nothing says how much Humanity a character has. */
export const NO_STATS_MESSAGE = 'Set your STATs first: Humanity comes from EMP and frames need BODY.';

/** The basket of a draft with a method and a role: its purchases and everything installed. */
export function basketOf(draft: Draft): Basket | null {
  const method = draft.characterType;
  if (!method || !isRoleId(draft.selectedRole)) return null;
  const cyberware = installedCyberware(method, draft.selectedRole, draft.gearChoices ?? {}, draft.cyberware);
  return { purchases: draft.purchases ?? [], cyberware };
}

/** The role and its package choices: the package's deck and programs take deck slots too. */
function ownerOf(draft: Draft) {
  return {
    role: isRoleId(draft.selectedRole) ? draft.selectedRole : undefined,
    gearChoices: draft.gearChoices ?? {},
  };
}

function contextOf(draft: Draft, method: CharacterType): ShopContext | null {
  const { attributes } = draft;
  return attributes ? { method, emp: attributes.EMP, body: attributes.BODY, ...ownerOf(draft) } : null;
}

/** The shop's state and actions over the wizard's draft; the shop step and its panels share it. */
export function useShop(): { state: ShopState; actions: ShopActions } | null {
  const draft = useDraft();
  const { update } = useDraftActions();
  const queryClient = useQueryClient();
  const basket = basketOf(draft);
  const method = draft.characterType;
  if (!basket || !method) return null;
  const context = contextOf(draft, method);

  // Each change starts from the latest draft in the cache, not this render's: two quick presses both
  // count. A refused change writes nothing.
  const commit = (change: (before: Basket) => Basket | string, touchesChrome: boolean): string[] => {
    const latest = queryClient.getQueryData<Draft>(draftKeys.current) ?? draft;
    const before = basketOf(latest);
    const latestMethod = latest.characterType;
    if (!before || !latestMethod) return [];
    const after = change(before);
    if (typeof after === 'string') return [after];
    const latestContext = contextOf(latest, latestMethod);
    if (!latestContext && touchesChrome) return [NO_STATS_MESSAGE];
    const findings: Finding[] = changeFindings(
      before,
      after,
      latestContext ?? { method: latestMethod, emp: 0, body: 0, ...ownerOf(latest) },
    );
    if (findings.length > 0) return [...new Set(findings.map((finding) => finding.message))];
    update({ purchases: [...after.purchases], cyberware: [...after.cyberware] });
    return [];
  };

  const emp = context?.emp ?? 0;
  return {
    state: {
      method,
      budget: startingBudget(method),
      money: checkPurchases(method, basket.purchases),
      basket,
      context,
      humanity: context ? computeHumanity(emp, basket.cyberware) : null,
      moneyOf: (next) => checkPurchases(method, next.purchases),
      humanityOf: (next) => computeHumanity(emp, next.cyberware),
      judge: (before, after) =>
        context
          ? changeFindings(before, after, context).map((finding) => finding.message)
          : [NO_STATS_MESSAGE],
      afterCreation: false,
    },
    actions: {
      add: (id) => commit((before) => addItem(before, id), false),
      setQuantity: (id, quantity) => commit((before) => setItemQuantity(before, id, quantity), false),
      install: (pieces) => commit((before) => installPieces(before, pieces), true),
      remove: (instanceId) =>
        commit((before) => {
          const removal = removePiece(before, instanceId);
          return removal.ok ? removal.basket : removal.message;
        }, true),
    },
  };
}
