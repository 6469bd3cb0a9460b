// The server's availability of each express type (spec point 4): GET .../availability with the cart's
// total and shipping method. Checked when a type becomes known, then again when the total or the shipping
// method changes: debounced, and the latest check wins (an older one is aborted).
import { useEffect, useRef, useState } from 'react';
import { fetchPaymentAvailability, isAbortError } from '../../api/index.js';
import {
  availabilityKey,
  type AvailabilityQuery,
  type AvailabilityStatus,
  type ExpressPaymentType,
} from '../../domain/payments/index.js';
import { httpClientAtom, useStoreValue } from '../../state/index.js';

/** How long a changed total or shipping method waits before it is checked: a burst of changes checks once. */
export const AVAILABILITY_DEBOUNCE_MS = 300;

export interface AvailabilityCheck {
  status: AvailabilityStatus;
  /** The answer of the latest finished check (kept while a newer one is pending). */
  available: boolean;
  /** The check itself failed (no answer, an answer that is not one): the type is not offered. */
  failed?: boolean;
}

type Checks = Partial<Record<ExpressPaymentType, AvailabilityCheck>>;

/** The checks of `types` for `query` (null: nothing to pay, nothing checked). */
export function useAvailabilityChecks(
  types: readonly ExpressPaymentType[],
  query: AvailabilityQuery | null,
): Checks {
  const client = useStoreValue(httpClientAtom);
  const [checks, setChecks] = useState<Checks>({});
  // Per type: the query key it was last checked (or is being checked) for, and how to abort that.
  const running = useRef(new Map<ExpressPaymentType, { key: string; abort: () => void }>());
  const key = query ? availabilityKey(query) : null;
  const typesKey = types.join(',');

  useEffect(() => {
    if (!query || key === null) return undefined;
    const checking = running.current;
    const stale = types.filter((type) => checking.get(type)?.key !== key);
    if (stale.length === 0) return undefined;
    // A type seen for the first time is checked at once; a changed cart waits for the burst to end.
    const firstTime = stale.every((type) => !checking.has(type));
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        for (const type of stale) {
          checking.get(type)?.abort();
          checking.set(type, { key, abort: () => controller.abort() });
        }
        setChecks((now) => {
          const next = { ...now };
          for (const type of stale) next[type] = { available: false, ...now[type], status: 'pending' };
          return next;
        });
        for (const type of stale) {
          fetchPaymentAvailability(client, type, query, controller.signal).then(
            (available) => {
              if (!controller.signal.aborted) {
                setChecks((now) => ({ ...now, [type]: { status: 'done', available } }));
              }
            },
            (error: unknown) => {
              if (controller.signal.aborted || isAbortError(error)) return;
              setChecks((now) => ({ ...now, [type]: { status: 'done', available: false, failed: true } }));
            },
          );
        }
      },
      firstTime ? 0 : AVAILABILITY_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      // A check that already went out is aborted only by a newer one for the same type (latest wins).
      if (!stale.some((type) => checking.get(type)?.key === key)) controller.abort();
    };
    // `query` is described completely by `key`; `types` by `typesKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, typesKey]);

  useEffect(() => {
    const map = running.current;
    return () => {
      for (const { abort } of map.values()) abort();
      map.clear();
    };
  }, []);

  return checks;
}
