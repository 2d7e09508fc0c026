import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRAND, selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { registryHandlers } from '../testing/shellRegistry';
import { Footer } from './Footer';

const blueSkies = {
  ...DEFAULT_BRAND,
  key: 'blueskies.test',
  name: 'Blue Skies',
  contact: {
    email: 'help@blueskies.test',
    phone: '+44 20 7946 0000',
    address: '1 High Street, London',
    hours: 'Mon-Sat 8am-8pm GMT',
  },
  social: { facebook: '', twitter: 'https://x.com/blueskies', instagram: '' },
};

const renderFooter = () =>
  renderWithProviders(<Footer />, { preloadedState: { brand: { brand: blueSkies, status: 'ready', failure: null } } });

/** The newsletter's email field once its form has arrived (it is fetched after the footer renders). */
const newsletterEmail = async () => {
  await waitFor(() => expect(screen.getByRole('form', { name: 'Newsletter' })).not.toHaveAttribute('data-stand-in'));
  return screen.getByLabelText('Email address');
};

describe('Footer', () => {
  test('shows the contact details of the brand in the store, with the hours its phone is answered', () => {
    renderFooter();
    const footer = within(screen.getByTestId('site-footer'));

    expect(footer.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(footer.getByRole('link', { name: 'help@blueskies.test' })).toHaveAttribute(
      'href',
      'mailto:help@blueskies.test',
    );
    expect(footer.getByText('1 High Street, London')).toBeInTheDocument();
    expect(footer.getByText('Mon-Sat 8am-8pm GMT')).toBeInTheDocument();
    expect(footer.getByText('Company No. 09876543')).toBeInTheDocument();
    expect(footer.queryByText(DEFAULT_BRAND.contact.phone)).not.toBeInTheDocument();
  });

  test('links the four legal pages', async () => {
    mockGateway(registryHandlers());
    renderFooter();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    await legal.findByRole('link', { name: 'Terms of Service' });

    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
    expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(legal.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  test('has the quick links', async () => {
    mockGateway(registryHandlers());
    renderFooter();
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    await quick.findByRole('link', { name: 'About' });

    const hrefs = quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Search flights', '/'],
      ['My Trips', '/my-trips'],
      ['Support', '/support'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['About', '/about'],
    ]);
  });

  test('links only the social networks the brand has, in a new tab', () => {
    renderFooter();

    const x = screen.getByRole('link', { name: 'Blue Skies on X (Twitter)' });
    expect(x).toHaveAttribute('href', 'https://x.com/blueskies');
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  test('states the four claims and the licence line', () => {
    renderFooter();

    for (const claim of ['256-bit encryption', 'IATA certified', '4.9 rating', 'Best price guarantee']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Blue Skies. A licensed, IATA-accredited travel agency.`)).toBeInTheDocument();
  });

  test('when the newsletter address is not an email, then it says so, sends nothing and thanks no one', async () => {
    const { calls } = mockGateway({});
    const { user, store } = renderFooter();

    await user.type(await newsletterEmail(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(selectCurrentToast(store.getState())).toBeNull();
    // The footer's links are read from the registry; nothing else may be sent.
    expect(calls.filter((call) => call.path !== '/api/remotes')).toEqual([]);
  });

  test("when the newsletter address is valid, then it is posted for the brand and the gateway's thanks are shown", async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/newsletter': () => json({ id: 'sub-1', message: 'Thanks for subscribing!' }, 201),
    });
    const { user, store } = renderFooter();

    await user.type(await newsletterEmail(), 'Traveller@Example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Thanks for subscribing!',
        variant: 'default',
      }),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/newsletter?brand=blueskies.test',
      body: { email: 'traveller@example.com' },
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  test('when the gateway refuses the sign-up, then its message is shown and the address kept', async () => {
    mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/newsletter': () =>
        json({ message: 'Too many requests, please try again later.', error: 'RATE_LIMITED' }, 429),
    });
    const { user, store } = renderFooter();

    await user.type(await newsletterEmail(), 'traveller@example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Subscription failed',
        description: 'Too many requests, please try again later.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('traveller@example.com');
  });
});
