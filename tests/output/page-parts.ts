/**
 * What a page's static HTML offers a visitor, read as assistive technology and search engines read
 * it: landmarks, accessible names, head tags, JSON-LD, and whether a part is shown with scripts off.
 * Helpers for the output checks (tests/output), beside site-output.ts, which finds and parses pages.
 */

/** Elements that make a header or footer theirs: inside one, a header is no banner and a footer no contentinfo (HTML-AAM). */
const SECTIONING = 'article, aside, main, nav, section';

/** The page's landmarks of one role, as a screen reader lists them. */
export function landmarks(doc: Document, role: 'banner' | 'main' | 'contentinfo'): Element[] {
  const implicit = { banner: 'header', main: 'main', contentinfo: 'footer' }[role];
  return Array.from(doc.querySelectorAll(`${implicit}, [role="${role}"]`)).filter((element) => {
    if (element.getAttribute('role') === role) return true;
    if (element.hasAttribute('role')) return false;
    return role === 'main' || !element.parentElement?.closest(SECTIONING);
  });
}

/** An element's accessible name, as the ARIA name computation gives it for links, buttons and navigation. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const doc = element.ownerDocument;
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const labelling = doc.getElementById(id);
        return labelling ? nameFromContent(labelling) : '';
      })
      .join(' ')
      .trim();
  }
  return nameFromContent(element);
}

/** The text of an element's content, skipping what is hidden from assistive technology, with images' alt text. */
function nameFromContent(element: Element): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden') || node.matches('script, style, template')) return;
    if (node.matches('img')) parts.push(node.getAttribute('alt') ?? '');
    else if (node !== element && node.getAttribute('aria-label')) parts.push(node.getAttribute('aria-label') ?? '');
    else node.childNodes.forEach(visit);
  };
  visit(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The elements matching `selector` whose accessible name is exactly `name`. */
export function byName(root: Document | Element, selector: string, name: string): Element[] {
  return Array.from(root.querySelectorAll(selector)).filter((element) => accessibleName(element) === name);
}

/** A `<meta>` tag's content, by its name or property (`description`, `og:image`). */
export function metaContent(doc: Document, key: string): string | null {
  return doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLd(doc: Document): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? 'null'));
}

/** The page's `<link rel="alternate" hreflang>` tags, as hreflang → address. */
export function alternates(doc: Document): Record<string, string> {
  return Object.fromEntries(Array.from(doc.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']));
}

/**
 * The viewport the no-JavaScript checks stand for: a desktop window, with scripts off. A media
 * query is taken to apply unless it names print, scripting or a width this window does not have,
 * so a rule under an unknown condition counts against the page rather than for it.
 */
const WINDOW_WIDTH = 1280;

function mediaApplies(mediaText: string): boolean {
  return mediaText.split(',').some((query) =>
    query
      .trim()
      .toLowerCase()
      .split(/\s+and\s+/)
      .every((term) => {
        const feature = /^\(\s*([\w-]+)\s*:\s*([^)]+?)\s*\)$/.exec(term.trim());
        if (!feature) return !/^(only\s+)?print$|^not\s/.test(term.trim());
        const [, name, value = ''] = feature;
        if (name === 'scripting') return value === 'none';
        if (name === 'min-width') return parseFloat(value) <= WINDOW_WIDTH;
        if (name === 'max-width') return parseFloat(value) >= WINDOW_WIDTH;
        return true;
      }),
  );
}

/** A rule's nested rules (a layer's, a media query's); none for a style rule. */
function nestedRules(rule: CSSRule): CSSRule[] {
  const inner: unknown = Reflect.get(rule, 'cssRules');
  const rules: CSSRule[] = [];
  if (!inner || typeof inner !== 'object' || !('length' in inner)) return rules;
  for (let i = 0; i < Number(inner.length); i++) {
    const nested: unknown = Reflect.get(inner, i);
    if (nested instanceof CSSRule) rules.push(nested);
  }
  return rules;
}

/** The selectors of the page's own CSS that hide what they match (display: none, visibility: hidden) with scripts off. */
function hidingSelectors(doc: Document): string[] {
  const selectors: string[] = [];
  const walk = (rules: CSSRule[]) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (rule.style.getPropertyValue('display') === 'none' || rule.style.getPropertyValue('visibility') === 'hidden') selectors.push(rule.selectorText);
        continue;
      }
      const media: unknown = Reflect.get(rule, 'media');
      if (media && typeof media === 'object' && 'mediaText' in media && !mediaApplies(String(media.mediaText))) continue;
      // Layers (and @supports) only order rules; their rules apply as written.
      walk(nestedRules(rule));
    }
  };
  // A parsed page has no style sheets of its own (no browsing context): each <style> is read through this test's document.
  for (const inline of Array.from(doc.querySelectorAll('style'))) {
    const style = document.createElement('style');
    style.textContent = inline.textContent;
    document.head.append(style);
    if (style.sheet) walk(Array.from(style.sheet.cssRules));
    style.remove();
  }
  return selectors;
}

const hiding = new WeakMap<Document, string[]>();

/**
 * Why a visitor without JavaScript would not see `element`, or null when it is shown: it or a
 * parent is `hidden`, inside a `<template>`, or matched by a rule of the page's CSS that hides it
 * with scripts off. Conservative: a rule that another rule overrides still counts as hiding.
 */
export function hiddenWithoutScripts(element: Element): string | null {
  const doc = element.ownerDocument;
  const marked = element.closest('[hidden], template');
  if (marked) return `inside <${marked.tagName.toLowerCase()}${marked.hasAttribute('hidden') ? ' hidden' : ''}>`;
  const selectors = hiding.get(doc) ?? hidingSelectors(doc);
  hiding.set(doc, selectors);
  const rule = selectors.find((selector) => {
    try {
      return element.closest(selector) !== null;
    } catch {
      // A selector the parser cannot evaluate (a pseudo-element): it matches no element of the page.
      return false;
    }
  });
  return rule ? `hidden by the rule ${rule}` : null;
}
