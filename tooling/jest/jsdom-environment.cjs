// jsdom lacks the fetch family and TextEncoder that ky and react-router need: lend Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

// The browser tests' zone: far from the Maldives (UTC+05:00), so a screen that formatted dates in
// the browser's zone instead of Maldives time fails (thirteen hours apart in November). Node reads
// process.env.TZ again on every assignment; the API tests that share this worker get theirs back
// in teardown.
const BROWSER_TZ = 'America/Los_Angeles';

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    this.previousTz = process.env.TZ;
    process.env.TZ = BROWSER_TZ;
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

  async teardown() {
    if (this.previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTz;
    await super.teardown();
  }
}
module.exports = JsdomWithFetch;
