/** cookie-signature (Express's dependency, untyped): the session cookie's format is checked against it in tests. */
declare module 'cookie-signature' {
  export function sign(value: string, secret: string): string;
  export function unsign(signed: string, secret: string): string | false;
}
