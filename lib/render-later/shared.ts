/**
 * The class of a part of a page that is laid out only when it comes near the window, until the
 * page has loaded: a band that usually starts below the first screen, each destination's plan on
 * the cost planner (thirteen tables in one band), and the footer. Issue 26: on a phone slowed 8×,
 * the first frames laid out the whole page, because the whole HTML had arrived by then (128 ms of
 * layout in one task on /cost-planner). `content-visibility: auto` (app/base.css) confines that to
 * what is on screen; once the page has loaded, browser.ts lays out the rest, one
 * part per idle moment, so that the finished page is an ordinary one: in-page links land exactly,
 * scrolling lays nothing out, and tools that read contrast from layout (axe, and so Lighthouse)
 * see every part drawn (dequelabs/axe-core#2768). Without scripts the parts stay `auto`: each is
 * drawn as it is scrolled to, found by the browser's search, read by screen readers, and printed
 * in full.
 */
export const RENDER_LATER_CLASS = 'render-later';
