import type { Page } from '@playwright/test';

// How a console page sits on the screen (docs/operating.md#console-layout): whether the page itself
// scrolls sideways, and whether every control can be reached. A wide table may scroll inside its
// own region (overflow-x: auto); a control cut off by anything else cannot be reached.

export interface PageWidths {
  /** document.documentElement.scrollWidth and clientWidth. */
  scroll: number;
  client: number;
  /** The outermost elements reaching past the screen's right edge, to say where the width comes from. */
  widest: string[];
}

/** The page's widths, and what sticks out when it is wider than the screen. */
export function pageWidths(page: Page): Promise<PageWidths> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const client = root.clientWidth;
    const name = (element: Element) => {
      const test = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${test ? `[data-testid=${test}]` : ''}${classes ? `.${classes}` : ''}`;
    };
    const widest: string[] = [];
    if (root.scrollWidth > client) {
      for (const element of document.querySelectorAll('body *')) {
        const right = element.getBoundingClientRect().right + window.scrollX;
        if (right <= client + 0.5) continue;
        // only the outermost: its parent fits
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right + window.scrollX > client + 0.5) continue;
        widest.push(`${name(element)} ends at ${Math.round(right)} px`);
        if (widest.length >= 5) break;
      }
    }
    return { scroll: root.scrollWidth, client, widest };
  });
}

/**
 * The buttons, links and fields of the page's main part that no scrolling brings into view: cut
 * off by an ancestor that hides its overflow, or past the screen's edge with nothing to scroll.
 * A control inside a region that scrolls sideways (a wide table's) counts as reachable.
 */
export function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const main = document.querySelector('main') ?? document.body;
    const controls = main.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea');
    const cutOff: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // not drawn at all, or drawn one pixel wide for screen readers (visually-hidden)
      if (box.width <= 1 || box.height <= 1) continue;
      let reachable = false;
      let clipped = false;
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          reachable = true;
          break;
        }
        if (overflow === 'hidden' || overflow === 'clip') {
          const frame = up.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) clipped = true;
        }
      }
      if (reachable) continue;
      if (clipped || box.right + window.scrollX > screen + 1) {
        const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        cutOff.push(
          `${control.tagName.toLowerCase()} "${label}" (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
    }
    return cutOff;
  });
}

/**
 * The fields drawn wider than the box that holds them, so they run over the next one (a filter
 * grid's cell, a form's row): each named with how far it sticks out.
 */
export function fieldsOutOfTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const out: string[] = [];
    for (const field of main.querySelectorAll('input:not([type=hidden]), select, textarea')) {
      const box = field.getBoundingClientRect();
      const holder = field.parentElement?.getBoundingClientRect();
      if (!holder || box.width <= 1) continue;
      const over = Math.round(box.right - holder.right);
      if (over > 1) out.push(`${field.tagName.toLowerCase()}#${field.id || '?'} sticks out ${over} px`);
    }
    return out;
  });
}

/** The tables' scroll regions that must be scrolled to see every column, with their widths. */
export function tablesThatScroll(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [role=region]:has(> table)')]
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map(
        (region) =>
          `"${region.getAttribute('aria-label') ?? '?'}" is ${region.scrollWidth} px in ${region.clientWidth} px`,
      ),
  );
}
