import fs from 'node:fs';
import path from 'node:path';

/**
 * First-paint bundles standing in for the owners' releases in the gateway's tests: CommonJS files
 * as the modules' builds emit them (server/first-paint.cjs), drawing a few facts of the request
 * they are handed, so a test sees what the gateway gave the owners and where it put their HTML.
 */
const escape = `const esc = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');`;

export const SHELL_BUNDLE = `${escape}
exports.renderShellFirstPaint = async ({ url, boot, consentChosen }) => {
  const brand = boot.brand && boot.brand.answer;
  const name = brand ? brand.name : 'SkyTeal Travel';
  const user = boot.user;
  const slot = '<template data-page-slot=""></template>';
  return {
    html: '<div data-first-paint="">' +
      (consentChosen ? '' : '<section aria-label="cookies">Cookie question</section>') +
      '<header>' + (user ? 'Signed in as ' + esc(user.firstName) : 'Guest') + ' at ' + esc(url) + '</header>' +
      '<main>' + slot + '</main></div>',
    styles: '<style data-emotion="portal shell">.shell{color:red}</style>',
    slot,
    title: name + ' Flight Booking',
    ...(brand && brand.logo ? { icon: brand.logo } : {}),
    starter: '/first-paint-assets/startOnIntent.0123abcd.js',
  };
};`;

/** A module's bundle: the home page painted whole, a results page's heading, nothing elsewhere. */
export const pageBundle = (label = 'Home') => `${escape}
exports.renderFirstPaint = async ({ url }) => {
  const address = new URL(url, 'http://first.paint');
  if (address.pathname === '/') return { html: '<h1>${label}</h1>', styles: '', paintedWhole: true };
  if (address.pathname === '/search')
    return {
      html: '<h1>' + esc(address.searchParams.get('origin')) + ' → ' + esc(address.searchParams.get('destination')) + '</h1>',
      styles: '<style data-emotion="portal results">.results{}</style>',
    };
  return null;
};`;

export const writeBundle = (dist: string, code: string): void => {
  const file = path.join(dist, 'server', 'first-paint.cjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
};
