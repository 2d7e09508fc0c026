const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
];

/**
 * jsdom without fetch cannot run RTK Query. This environment lends jsdom Node's fetch family
 * (AbortController included, so signals match) and resolves relative request addresses against
 * the page, as a browser does.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of FROM_NODE) page[name] = globalThis[name];
    const NodeRequest = globalThis.Request;
    page.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetch;
