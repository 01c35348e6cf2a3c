// jsdom without the Fetch API: the identity screens' tests drive the real portal API client
// (ky) against a fake fetch, so hand jsdom the Node realm's Request/Response/Headers.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoderStream',
      'TransformStream',
      'Blob',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}
