// jsdom lacks a few browser APIs that antd, React 19 and the router use.
require('@testing-library/jest-dom');
const util = require('node:util');
const workerThreads = require('node:worker_threads');

if (typeof window !== 'undefined') {
  // The offline copy of the query cache lives in IndexedDB (shared/src/query/persist.ts), whose records are
  // structured clones.
  const v8 = require('node:v8');
  globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));
  require('fake-indexeddb/auto');
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

// Tabs tell each other about changes over a BroadcastChannel (shared/src/query/changes.ts), which jsdom lacks.
// Node's own delivers between channels of the same name; unreferenced, it does not hold the process either.
if (typeof window !== 'undefined' && !globalThis.BroadcastChannel) {
  globalThis.BroadcastChannel = class UnrefBroadcastChannel extends workerThreads.BroadcastChannel {
    constructor(name) {
      super(name);
      this.unref();
    }
  };
}

// jsdom's getComputedStyle matches every stylesheet rule on every call, and Testing Library calls it for every
// node a role query, a visibility check or a pointer action looks at: with antd's CSS-in-JS (about 265 KB of
// rules) a single getByRole took 1-2 s. So the styles that antd (through rc-util, which marks them with
// data-rc-order) injects keep only their rules that decide visibility: display, visibility and opacity, the
// properties toBeVisible and Testing Library's accessibility checks read. Elements antd hides with a class
// (ant-form-item-hidden, ant-tooltip-hidden...) stay hidden; stylesheets of the tests themselves are untouched.
const VISIBILITY_DECLARATION = /(?:^|[;{])\s*(?:display|visibility|opacity)\s*:/i;
const NESTING_AT_RULE = /^@(?:media|supports|layer|container)\b/i;

/** The index just past the block that opens at `start` ('{'), skipping nested blocks and quoted strings. */
function blockEnd(css, start) {
  let depth = 0;
  let quote = '';
  for (let i = start; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The rules of `css` that set display, visibility or opacity, inside the @media / @layer blocks they sit in. */
function visibilityRules(css) {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    if (open === -1) break;
    // A statement without a block (@import, @layer a, b;) carries no visibility.
    if (semicolon !== -1 && semicolon < open) {
      at = semicolon + 1;
      continue;
    }
    const end = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, end - 1);
    if (NESTING_AT_RULE.test(prelude)) {
      const inner = visibilityRules(body);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@') && VISIBILITY_DECLARATION.test(`;${body}`)) {
      kept += `${prelude}{${body}}`;
    }
    at = end;
  }
  return kept;
}

if (typeof window !== 'undefined') {
  // jsdom has no pseudo-element styles and reports "Not implemented" when asked for one (antd's Table asks for
  // ::-webkit-scrollbar); it then answers the element's own, which is what this does without the noise.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computedStyle(element);

  const innerHTML = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML');
  const injected = new WeakMap();
  const filtered = new Map();
  Object.defineProperty(window.HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    enumerable: true,
    get() {
      return injected.has(this) ? injected.get(this) : innerHTML.get.call(this);
    },
    set(css) {
      if (!this.hasAttribute('data-rc-order')) {
        injected.delete(this);
        innerHTML.set.call(this, css);
        return;
      }
      const text = String(css);
      // rc-util compares innerHTML with the CSS it means to write, so the getter answers the unfiltered text.
      injected.set(this, text);
      if (!filtered.has(text)) filtered.set(text, visibilityRules(text));
      innerHTML.set.call(this, filtered.get(text));
    },
  });
}

// Role queries over antd's DOM stay slow in jsdom on a busy 2-core machine (a production build beside the
// suite makes a findBy take seconds): give findBy/waitFor well more than the default second before they give
// up. They return as soon as the condition holds, so a passing suite is no slower.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 10000 });
