// Loaded before any element: counts what is registered on window and document, open BroadcastChannels
// and pending timers, so `npm run bench` can check that mounting and removing the elements leaves none
// behind. A classic script, so it runs before the module bundles capture setTimeout & co.
(() => {
  const active = new Set();
  const ids = new WeakMap();
  let nextId = 0;
  const idOf = (listener) => {
    if (!ids.has(listener)) ids.set(listener, (nextId += 1));
    return ids.get(listener);
  };
  const where = (target) => (target === window ? 'window' : target === document ? 'document' : null);
  const capture = (options) => (typeof options === 'boolean' ? options : Boolean(options && options.capture));
  const keyOf = (target, type, listener, options) =>
    `${where(target)} ${type} #${idOf(listener)}${capture(options) ? ' (capture)' : ''}`;

  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (where(this) && listener) {
      const key = keyOf(this, type, listener, options);
      active.add(key);
      const signal = options && typeof options === 'object' ? options.signal : undefined;
      if (signal) add.call(signal, 'abort', () => active.delete(key));
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (where(this) && listener) active.delete(keyOf(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };

  const NativeChannel = window.BroadcastChannel;
  const openChannels = new Set();
  if (NativeChannel) {
    window.BroadcastChannel = class extends NativeChannel {
      constructor(name) {
        super(name);
        openChannels.add(this);
      }
      close() {
        openChannels.delete(this);
        return super.close();
      }
    };
  }

  const native = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    setInterval: window.setInterval.bind(window),
    clearInterval: window.clearInterval.bind(window),
  };
  const timeouts = new Set();
  const intervals = new Set();
  window.setTimeout = function (handler, ms, ...args) {
    const id = native.setTimeout(() => {
      timeouts.delete(id);
      if (typeof handler === 'function') handler(...args);
    }, ms);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    native.clearTimeout(id);
  };
  window.setInterval = function (handler, ms, ...args) {
    const id = native.setInterval(handler, ms, ...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    native.clearInterval(id);
  };

  window.leakProbe = {
    /** What is registered now. */
    figures: () => ({
      listeners: active.size,
      channels: openChannels.size,
      timeouts: timeouts.size,
      intervals: intervals.size,
    }),
    listenerKeys: () => [...active],
    /** Waits without a timer of its own being counted. */
    pause: (ms) => new Promise((resolve) => native.setTimeout(resolve, ms)),
  };
})();
