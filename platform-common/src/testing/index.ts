// Property tests of readers against their contracts: for any suite, browser-side or the gateway's.
export * from './contractProperties';
