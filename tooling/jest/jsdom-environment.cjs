// jsdom lacks the fetch family and TextEncoder that ky and react-router need: lend Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
  }
}
module.exports = JsdomWithFetch;
