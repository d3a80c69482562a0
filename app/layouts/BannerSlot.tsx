import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsPhone } from '../hooks/useIsPhone';
import { bannersShown, pendingMenuTasks, type BannerKind, type MenuTask } from '../rules/bannerPriority';

interface BannerSlotApi {
  readonly shown: readonly BannerKind[];
  readonly tasks: readonly MenuTask[];
  readonly requested: BannerKind | null;
  report(kind: BannerKind, state: { wanted: boolean; pending: boolean }): void;
  withdraw(kind: BannerKind): void;
  request(kind: BannerKind): void;
}

const BannerSlotContext = createContext<BannerSlotApi | null>(null);

function toggled(set: ReadonlySet<BannerKind>, kind: BannerKind, on: boolean): ReadonlySet<BannerKind> {
  if (set.has(kind) === on) return set;
  const next = new Set(set);
  if (on) next.add(kind);
  else next.delete(kind);
  return next;
}

/**
 * The one place that decides which of a member's banners show (app/rules/bannerPriority.ts, README "Banners"): each
 * banner's gate reports whether its own rule wants it and whether its task is still to do; the slot shows the most
 * important one on a phone, two on wider screens, and the account menu offers the rest. A banner asked for from the
 * menu goes first until the member moves to another page.
 */
export function BannerSlotProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<ReadonlySet<BannerKind>>(() => new Set());
  const [pending, setPending] = useState<ReadonlySet<BannerKind>>(() => new Set());
  const [requested, setRequested] = useState<BannerKind | null>(null);
  const phone = useIsPhone();
  const { pathname } = useLocation();
  useEffect(() => setRequested(null), [pathname]);

  const report = useCallback((kind: BannerKind, state: { wanted: boolean; pending: boolean }) => {
    setWanted((current) => toggled(current, kind, state.wanted));
    setPending((current) => toggled(current, kind, state.pending));
  }, []);
  const withdraw = useCallback((kind: BannerKind) => {
    setWanted((current) => toggled(current, kind, false));
    setPending((current) => toggled(current, kind, false));
  }, []);

  const shown = useMemo(() => bannersShown({ wanted, phone, requested }), [wanted, phone, requested]);
  const tasks = useMemo(() => pendingMenuTasks(pending, shown), [pending, shown]);
  const api = useMemo<BannerSlotApi>(() => ({ shown, tasks, requested, report, withdraw, request: setRequested }), [shown, tasks, requested, report, withdraw]);
  return <BannerSlotContext.Provider value={api}>{children}</BannerSlotContext.Provider>;
}

/**
 * A banner's place in the slot: reports what its rule says (`wanted`: it would show here and now; `pending`: its task
 * is still to do, whatever the page or a dismissal) and answers whether it shows. Outside a slot it shows when wanted.
 */
export function useBannerSlot(kind: BannerKind, state: { wanted: boolean; pending: boolean }): boolean {
  const slot = useContext(BannerSlotContext);
  const report = slot?.report;
  const withdraw = slot?.withdraw;
  const { wanted, pending } = state;
  useEffect(() => {
    report?.(kind, { wanted, pending });
  }, [report, kind, wanted, pending]);
  useEffect(() => () => withdraw?.(kind), [withdraw, kind]);
  return slot ? wanted && slot.shown.includes(kind) : wanted;
}

/** Whether the member asked for this banner from the account menu (it then shows even after a dismissal). */
export function useBannerRequested(kind: BannerKind): boolean {
  return useContext(BannerSlotContext)?.requested === kind;
}

/** The account menu's tasks, and the way to bring a banner back. */
export function useBannerMenu(): { tasks: readonly MenuTask[]; request(kind: BannerKind): void } {
  const slot = useContext(BannerSlotContext);
  return { tasks: slot?.tasks ?? [], request: slot?.request ?? (() => undefined) };
}
