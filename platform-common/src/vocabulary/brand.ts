// The brand's formats, shared by its zod contract (the gateway, the brand editor) and the check
// the page runs on the brand it boots with (bootChecks), so both accept the same shapes.
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const FONT_FAMILY = /^[A-Za-z0-9 -]+$/;
export const BRAND_KEY = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
export const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const TRACKING_ID = /^[A-Za-z0-9_-]*$/;
/**
 * Only http(s) addresses or paths on this site (not protocol-relative //host): nothing that CSS
 * or a script could ride in on.
 */
export const isSafeUrl = (value: string): boolean =>
  /^https?:\/\/[^\s"'<>()\\]+$/.test(value) || /^\/(?!\/)[^\s"'<>()\\]*$/.test(value);
