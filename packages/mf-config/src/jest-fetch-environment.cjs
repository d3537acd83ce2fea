/**
 * The environment of every web test (see jest.cjs): jest-environment.cjs plus the rest of
 * Node's WHATWG classes (FormData, Blob, File, streams), so a test can stub `global.fetch`
 * (`@souq/testing`'s mockApi) and still let ky build real Requests and read real Responses,
 * and multipart bodies built by the page (FormData, File) reach the stub intact.
 */
const SouqJsdomEnvironment = require('./jest-environment.cjs');

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

class JsdomWithFetchEnvironment extends SouqJsdomEnvironment {
  async setup() {
    await super.setup();
    // Unconditionally: jsdom's own FormData/Blob/File are not accepted by Node's Request.
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
