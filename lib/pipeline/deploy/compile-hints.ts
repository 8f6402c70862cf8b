/**
 * V8 explicit compile hints (Chrome 136+): a script whose first line is
 * `//# allFunctionsCalledOnLoad` is compiled eagerly on a background thread while it streams in,
 * instead of function by function on the main thread when first called. The first-load scripts
 * all run during hydration (with Next's runtime, their lazy compilation was most of the one long
 * task every page had: Lighthouse TBT about 110 ms on a 4x-throttled CPU, about 10 ms with the
 * hint; the export now loads only the islands' bundles and the chunks they preload). esbuild writes
 * the hint as the banner of every island bundle (lib/pipeline/islands/bundle.ts); a package loaded on demand
 * (the animation engine) is bundled apart, without it: compiling code that may never run wastes a
 * phone's memory and battery. Other engines ignore the comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
