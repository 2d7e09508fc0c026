declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css';
/** Replaced at build time by each module's webpack DefinePlugin with its package version. */
declare const __MODULE_VERSION__: string;

/** A file a first-paint bundle names by address (platform/src/federation/serverWebpack.cjs). */
declare module '*?asset' {
  const url: string;
  export default url;
}
