/**
 * Lays out the parts of the page that the first frames left for later (shared.ts says
 * which and why), once the page has loaded: one part per idle moment, in document order, so each
 * is a short piece of layout in a frame of its own rather than the whole page in one long task.
 * A part is handed to ordinary layout by taking its class off; with the last one gone, the page
 * scrolls smoothly again (app/base.css).
 */
import { whenIdle } from '../browser/when-idle';
import { RENDER_LATER_CLASS } from './shared';

/** Each part waits for an idle moment of its own, or two seconds at the latest. */
const IDLE_STEP = { timeout: 2000, fallbackDelay: 50 };

let started = false;

/**
 * Called once per page (further calls do nothing), by the islands' runtime, which every page with
 * a script loads. Each part waits for `load` and then an idle moment (the layout itself happens in
 * the frame after). A visitor who arrives at a #fragment needs nothing from here: the stylesheet
 * lays every part out while the address names a target (app/base.css), with or without scripts.
 */
export function renderLaterParts() {
  if (started) return;
  started = true;
  // A snapshot: the live list would shrink as classes come off.
  const pending = Array.from(document.getElementsByClassName(RENDER_LATER_CLASS));
  const step = () => {
    const part = pending.shift();
    if (!part) return;
    part.classList.remove(RENDER_LATER_CLASS);
    whenIdle(step, IDLE_STEP);
  };
  if (document.readyState === 'complete') whenIdle(step, IDLE_STEP);
  else window.addEventListener('load', () => whenIdle(step, IDLE_STEP), { once: true });
}
