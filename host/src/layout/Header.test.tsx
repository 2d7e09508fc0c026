import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_BRAND } from '@portal/platform';
import { mockGateway, renderWithProviders, makeSessionUser } from '@portal/platform/testing';
import { registryHandlers } from '../testing/shellRegistry';
import { Header } from './Header';

const header = () => within(screen.getByTestId('site-header'));
// The helper puts the user in the store through RTK Query, which lands a tick after the first render.
const findAccountButton = (name: string | RegExp) => screen.findByRole('button', { name });

describe('Header', () => {
  // The links come from the modules' declarations in the remote registry.
  beforeEach(() => mockGateway(registryHandlers()));

  test('highlights the current route in the navigation', async () => {
    renderWithProviders(<Header />, { route: '/support' });

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'My Trips' })).not.toHaveAttribute('aria-current');
  });

  test('links the logo home, named after the brand', () => {
    renderWithProviders(<Header />, { route: '/support' });

    const logo = header().getByRole('img', { name: 'SkyTeal Travel' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  test("shows the brand support phone as a tel: link under the brand's hours, not 24/7 when the line closes", async () => {
    renderWithProviders(<Header />);
    await header().findByRole('link', { name: 'Support' });

    expect(header().getByText('Mon-Fri 9am-6pm EST')).toBeInTheDocument();
    expect(header().queryByText(/24\/7/)).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: '+1 (888) 325-5180' })).toHaveAttribute('href', 'tel:+18883255180');
    // Named by the number alone, so 'Support' still finds only the page link.
    expect(header().getAllByRole('link', { name: /support/i })).toHaveLength(1);
  });

  test('says 24/7 Support only for a brand whose phone is answered round the clock', () => {
    const roundTheClock = { ...DEFAULT_BRAND, contact: { ...DEFAULT_BRAND.contact, hours: '24/7' } };
    renderWithProviders(<Header />, {
      preloadedState: { brand: { brand: roundTheClock, status: 'ready', failure: null } },
    });

    expect(header().getByText('24/7 Support')).toBeInTheDocument();
  });

  test('when signed out, offers Sign In and Sign Up and no Admin Panel', async () => {
    renderWithProviders(<Header />, { user: null });
    await header().findByRole('link', { name: 'Home' });

    expect(header().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(header().queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  test('when signed in as a traveller, shows the avatar initial and no Admin Panel', async () => {
    renderWithProviders(<Header />, { user: makeSessionUser({ firstName: 'jane' }) });

    await findAccountButton('Account menu for jane');
    await header().findByRole('link', { name: 'Home' });
    expect(header().getByTestId('account-avatar')).toHaveTextContent(/^J$/);
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  test('falls back to the username for the avatar when there is no first name', async () => {
    renderWithProviders(<Header />, { user: makeSessionUser({ firstName: ' ', username: 'mike' }) });

    expect(await findAccountButton('Account menu for mike')).toHaveTextContent('M');
  });

  test('when signed in as an admin, links to the Admin Panel', async () => {
    renderWithProviders(<Header />, { user: makeSessionUser({ isAdmin: true, roles: ['admin'] }) });

    expect(await header().findByRole('link', { name: /Admin Panel/ })).toHaveAttribute('href', '/admin-settings');
  });

  test('the account menu holds Account Settings, My Trips and Sign Out', async () => {
    const { user } = renderWithProviders(<Header />, { user: makeSessionUser() });

    await user.click(await findAccountButton(/Account menu/));

    const menu = within(screen.getByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(menu.getByRole('menuitem', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  test('the mobile drawer repeats the navigation, phone and sign-in links', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/my-trips', user: null });

    await user.click(screen.getByLabelText('Open menu'));

    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(await drawer.findByRole('link', { name: 'My Trips' })).toHaveAttribute('aria-current', 'page');
    expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(drawer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(drawer.getByRole('link', { name: '+1 (888) 325-5180' })).toHaveAttribute('href', 'tel:+18883255180');
    expect(drawer.getByText('Mon-Fri 9am-6pm EST')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(drawer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  test('the mobile drawer shows account, admin and sign-out items to a signed-in admin', async () => {
    const { user } = renderWithProviders(<Header />, { user: makeSessionUser({ isAdmin: true, roles: ['admin'] }) });

    await user.click(screen.getByLabelText('Open menu'));

    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(await drawer.findByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account-settings');
    expect(drawer.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-settings');
    expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  test('turns solid once the page is scrolled past 20 px', () => {
    renderWithProviders(<Header />);
    const appBar = screen.getByTestId('site-header');
    expect(appBar).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      window.pageYOffset = 21;
      fireEvent.scroll(window);
    });
    expect(appBar).toHaveAttribute('data-scrolled', 'true');

    act(() => {
      window.pageYOffset = 10;
      fireEvent.scroll(window);
    });
    expect(appBar).toHaveAttribute('data-scrolled', 'false');
  });
});
