import { useAtomValue, openDropdownOverlayAtom } from '../../state/index.js';
import { useEffect, useState } from 'react';
import { STICKY_BAR_HIDE_RATIO, STICKY_BAR_SHOW_RATIO, stickyBarHidden } from '../../domain/index.js';

const THRESHOLDS = [0, STICKY_BAR_SHOW_RATIO, STICKY_BAR_HIDE_RATIO, 1];

/**
 * Whether an open dropdown overlay hides the sticky bar (spec point 2): an IntersectionObserver watches
 * the overlay; above 0.6 of it visible the bar hides, below 0.25 it shows again. Closing the overlay
 * shows the bar.
 */
export function useOverlayHidesBar(): boolean {
  const overlay = useAtomValue(openDropdownOverlayAtom);
  const [state, setState] = useState<{ overlay: HTMLElement | null; hidden: boolean }>({
    overlay: null,
    hidden: false,
  });
  useEffect(() => {
    if (!overlay) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setState((before) => ({
          overlay,
          hidden: stickyBarHidden(before.overlay === overlay && before.hidden, entry.intersectionRatio),
        }));
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(overlay);
    return () => observer.disconnect();
  }, [overlay]);
  return overlay !== null && state.overlay === overlay && state.hidden;
}
