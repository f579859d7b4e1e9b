import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one is told by the test when its elements are seen. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  connected = true;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.push(element);
  }

  disconnect() {
    this.connected = false;
  }

  /** The watched elements scroll into view (only a connected observer reports it). */
  see() {
    if (!this.connected) return;
    const entries = this.elements.map(
      (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** Stands in for the browser's for this test (the global is put back after it). */
  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  /** Every element watched so far comes into view. */
  static async seeAll() {
    await act(async () => {
      for (const observer of FakeIntersectionObserver.instances) observer.see();
    });
  }
}
