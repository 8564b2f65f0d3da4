import '@testing-library/jest-dom';

// antd reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
const realGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo);
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
