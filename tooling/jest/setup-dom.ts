import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition; 1 s (the default) is short for antd's open and close
// motions on a 2-core machine running other suites, and a file's first find also waits for its
// lazy chunks (Select, dialogs) to be compiled on a fresh clone's empty transform cache: CI saw a
// first find time out at 5 s in a file that took 12 s. They wait up to 30 s before failing; a
// condition that is met returns at once, so only a failing find takes that long. This is the one
// place that sets it (renderWithProviders used to set 5 s when imported, which overrode it).
configure({ asyncUtilTimeout: 30000 });

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

// antd's CSS-in-JS puts about 1,200 rules into the document, and jsdom matches every rule on each
// getComputedStyle call: 57 ms a call, 30 of the 36 s of the package-config form test. The tests
// read computed styles only to tell what is hidden (Testing Library's role queries, jest-dom's
// toBeVisible), so each sheet keeps just the rules that can hide or show an element (display,
// visibility, opacity; about 210), in their order: the same answers at 2 ms a call.
const decidesVisibility = (rule: CSSRule): boolean =>
  rule instanceof CSSMediaRule ||
  (rule instanceof CSSStyleRule && ['display', 'visibility', 'opacity'].some((property) => rule.style.getPropertyValue(property)));
function keepVisibilityRules(rules: CSSRuleList, deleteRule: (index: number) => void) {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index]!;
    if (!decidesVisibility(rule)) deleteRule(index);
    else if (rule instanceof CSSMediaRule) keepVisibilityRules(rule.cssRules, (inner) => rule.deleteRule(inner));
  }
}
const trimmedSheets = new WeakSet<CSSStyleSheet>();
const realGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => {
  // A style element whose text changes gets a new sheet, trimmed on the next call.
  for (const sheet of Array.from(document.styleSheets)) {
    if (trimmedSheets.has(sheet)) continue;
    keepVisibilityRules(sheet.cssRules, (index) => sheet.deleteRule(index));
    trimmedSheets.add(sheet);
  }
  return realGetComputedStyle(elt, pseudo ? undefined : pseudo);
};
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
