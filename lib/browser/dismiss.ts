'use client';

import { useEffect, type RefObject } from 'react';

/** While `active`, a pointer press outside `ref` calls `dismiss` (menus and popovers close). */
export function useDismissOnOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, dismiss: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, dismiss]);
}
