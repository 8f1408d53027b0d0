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
}

// The MessageChannel above comes from node:worker_threads, and React's scheduler keeps a listening port open,
// which keeps jest from exiting. Unreferenced ports still deliver messages but no longer hold the process.
const BaseMessageChannel = globalThis.MessageChannel;

function findDescriptor(target, key) {
  for (let proto = target; proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor) return descriptor;
  }
  return undefined;
}

if (BaseMessageChannel) {
  globalThis.MessageChannel = class UnrefMessageChannel extends BaseMessageChannel {
    constructor() {
      super();
      for (const port of [this.port1, this.port2]) {
        const onmessage = findDescriptor(port, 'onmessage');
        if (!onmessage?.set || typeof port.unref !== 'function') continue;
        Object.defineProperty(port, 'onmessage', {
          configurable: true,
          get: () => onmessage.get?.call(port),
          set: (handler) => {
            onmessage.set.call(port, handler);
            port.unref();
          },
        });
      }
    }
  };
}

// jsdom's getComputedStyle runs the whole cascade over antd's CSS-in-JS (about 265 KB of rules in these pages)
// on every call, and Testing Library calls it for every node a role query or a pointer action looks at: a
// single getByRole took 1-2 s. The screens hide nothing through stylesheet rules that the tests depend on, so
// the inline style stands in for the computed one.
if (typeof window !== 'undefined') window.getComputedStyle = (element) => element.style;

// Role queries over antd's DOM stay slow in jsdom on a busy 2-core machine: give findBy/waitFor more than the
// default second before they give up.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
