import '@testing-library/jest-dom';
import { stubMatchMedia } from './media';

// jsdom has no IntersectionObserver; the scroll-in animation only needs it to exist.
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (typeof window !== "undefined") globalThis.IntersectionObserver = IntersectionObserverStub;

// jsdom has no matchMedia; tests that need reduced motion call stubMatchMedia(true).
if (typeof window !== 'undefined') stubMatchMedia();
