import { useLayoutEffect } from 'react';

// Radix's modal layers (dialogs, sheets, confirmations) set `pointer-events: none` on <body> while they
// are open. That property is inherited, so every element of the page behind had its style worked out
// again: about 70 ms of opening a player's dialog on the squad page at 4x CPU, and 35 ms more on closing
// it. Our modal layers cover the whole screen with their overlay, so the page cannot be pressed anyway:
// while one is open, #root carries `pointer-events: auto` itself and the change stops there. It is put
// back a frame after the last one went, once <body> has its own value back, so the page is not restyled
// then either. (Dropdowns such as Select have no overlay and are left as Radix made them.)
let openLayers = 0;

/** Put in a modal layer's portal, beside its overlay: mounted exactly while the layer is. */
export function PageBehindOverlay(): null {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    openLayers++;
    root.style.pointerEvents = 'auto';
    return () => {
      openLayers--;
      requestAnimationFrame(() => {
        if (openLayers === 0) root.style.pointerEvents = '';
      });
    };
  }, []);
  return null;
}
