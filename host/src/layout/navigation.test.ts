import type { RemoteRegistry } from '@portal/platform';
import { SHELL_REGISTRY } from '../testing/shellRegistry';
import { navigationFor } from './navigation';

const guest = { signedIn: false, isAdmin: false };
const traveller = { signedIn: true, isAdmin: false };
const admin = { signedIn: true, isAdmin: true };
const labels = (registry: RemoteRegistry | undefined, slot: Parameters<typeof navigationFor>[1], viewer = guest) =>
  navigationFor(registry, slot, viewer).map((entry) => entry.label);

describe('the shell navigation read from the modules in the registry', () => {
  test('each place gets its own entries, in ascending order whichever module declared them', () => {
    expect(labels(SHELL_REGISTRY, 'header')).toEqual(['Home', 'My Trips', 'Support']);
    expect(labels(SHELL_REGISTRY, 'footer')).toEqual([
      'Home',
      'Search flights',
      'My Trips',
      'Support',
      'FAQ',
      'Contact',
      'About',
    ]);
    expect(labels(SHELL_REGISTRY, 'legal')).toEqual([
      'Terms of Service',
      'Privacy Policy',
      'Cancellation Policy',
      'Cookie Policy',
    ]);
  });

  test('an entry is shown to its audience only: account links to signed-in users, admin links to admins', () => {
    expect(labels(SHELL_REGISTRY, 'drawer', guest)).toEqual(['Home', 'My Trips', 'Support']);
    expect(labels(SHELL_REGISTRY, 'drawer', traveller)).toEqual(['Home', 'My Trips', 'Support', 'Account Settings']);
    expect(labels(SHELL_REGISTRY, 'drawer', admin)).toEqual([
      'Home',
      'My Trips',
      'Support',
      'Account Settings',
      'Admin Panel',
    ]);
    expect(labels(SHELL_REGISTRY, 'account', guest)).toEqual([]);
    expect(labels(SHELL_REGISTRY, 'account', traveller)).toEqual(['Account Settings', 'My Trips']);
    expect(labels(SHELL_REGISTRY, 'admin', traveller)).toEqual([]);
    expect(labels(SHELL_REGISTRY, 'admin', admin)).toEqual(['Admin Panel']);
  });

  test('a guest-only entry goes once the visitor signs in', () => {
    const registry: RemoteRegistry = {
      mfe_account: {
        manifestUrl: '/remotes/mfe-account/mf-manifest.json',
        version: '1.1.0',
        routes: ['/join'],
        navigation: [{ slot: 'header', label: 'Join', to: '/join', order: 5, audience: 'guest' }],
      },
    };
    expect(labels(registry, 'header', guest)).toEqual(['Join']);
    expect(labels(registry, 'header', traveller)).toEqual([]);
  });

  test("a new module release's link takes its place among the others, with no change to the shell", () => {
    const registry: RemoteRegistry = {
      ...SHELL_REGISTRY,
      mfe_content: {
        ...(SHELL_REGISTRY.mfe_content as RemoteRegistry[string]),
        navigation: [
          ...(SHELL_REGISTRY.mfe_content?.navigation ?? []),
          { slot: 'header', label: 'Deals', to: '/deals', icon: 'star', order: 25 },
        ],
      },
    };
    expect(labels(registry, 'header')).toEqual(['Home', 'My Trips', 'Deals', 'Support']);
  });

  test('before the registry arrives, or from a module that declares none, there are no links', () => {
    expect(labels(undefined, 'header')).toEqual([]);
    expect(
      labels(
        { mfe_booking: { manifestUrl: '/remotes/mfe-booking/mf-manifest.json', version: '1', routes: ['/b'] } },
        'header',
      ),
    ).toEqual([]);
  });
});
