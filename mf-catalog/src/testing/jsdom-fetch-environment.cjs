/**
 * jsdom has no fetch/Request/Response, and ky (our API client) needs them. This
 * environment hands the page Node's own WHATWG classes (the ones Node's fetch uses), so a
 * test can stub `global.fetch` and still let ky build real Requests and read real
 * Responses, and multipart bodies built by the page (FormData, File) reach the stub intact.
 * Used through a `@jest-environment` docblock by the catalog page tests; the shared jest
 * config is left as it is. (Same environment as the shell's identity tests.)
 */
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    // antd's Form schedules work through MessageChannel, which jsdom lacks. Node's real one
    // keeps the process alive, so a timer-based stand-in is used (it also follows fake timers).
    const g = this.global;
    if (typeof g.MessageChannel === 'undefined') {
      g.MessageChannel = class MessageChannel {
        constructor() {
          const port = () => ({ onmessage: null, close() {}, start() {}, addEventListener() {}, removeEventListener() {} });
          this.port1 = port();
          this.port2 = port();
          const link = (from, to) => {
            from.postMessage = (data) => {
              g.setTimeout(() => {
                if (typeof to.onmessage === 'function') to.onmessage({ data });
              }, 0);
            };
          };
          link(this.port1, this.port2);
          link(this.port2, this.port1);
        }
      };
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
