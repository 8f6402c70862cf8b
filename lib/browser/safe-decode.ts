/**
 * `decodeURIComponent` for text taken from the address (a path, a #fragment): anyone can type or
 * link a malformed escape such as `#%E0%A4%A` or `/%C0%AF`, on which the built-in throws a URIError
 * that would stop an island from hydrating. Here such text is kept as it was written instead; it
 * then simply matches no id and no route.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
