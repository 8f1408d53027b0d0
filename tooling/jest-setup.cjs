// jsdom lacks a few browser APIs that antd, React 19 and the router use (DESIGN section 8).
require('@testing-library/jest-dom');
const util = require('node:util');
const workerThreads = require('node:worker_threads');

if (typeof window !== 'undefined') {
  Object.assign(globalThis, {
    TextEncoder: util.TextEncoder,
    TextDecoder: util.TextDecoder,
    MessageChannel: workerThreads.MessageChannel,
  });
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
  window.scrollTo = () => {};
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const { getComputedStyle } = window;
  window.getComputedStyle = (element) => getComputedStyle(element);
}
