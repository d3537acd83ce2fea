/**
 * jsdom plus the WHATWG fetch classes of Node (jsdom has none): react-router's data routers
 * build `Request`s on every navigation, and ky needs fetch/Request/Response. AbortController
 * comes from Node too, or Node's Request rejects jsdom's AbortSignal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class SouqJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (key === 'AbortController' || key === 'AbortSignal' || typeof this.global[key] === 'undefined') this.global[key] = globalThis[key];
    }
  }
}

module.exports = SouqJsdomEnvironment;
