'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function hashTarget(hash: string): Element | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** docs/product.md#routes: each route change scrolls to the top, or to the hash target if one is given. */
export function ScrollRestorer() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    // The first load is the browser's: it restores the position or jumps to the hash itself.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hashTarget(window.location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
