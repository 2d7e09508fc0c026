import { screen, within } from '@testing-library/react';
import { DEFAULT_BRAND, selectCurrentToast } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { Footer } from './Footer';

const blueSkies = {
  ...DEFAULT_BRAND,
  key: 'blueskies.test',
  name: 'Blue Skies',
  contact: { email: 'help@blueskies.test', phone: '+44 20 7946 0000', address: '1 High Street, London' },
  social: { facebook: '', twitter: 'https://x.com/blueskies', instagram: '' },
};

const renderFooter = () =>
  renderWithProviders(<Footer />, { preloadedState: { brand: { brand: blueSkies, status: 'ready', failure: null } } });

describe('Footer', () => {
  test('shows the contact details of the brand in the store', () => {
    renderFooter();
    const footer = within(screen.getByTestId('site-footer'));

    expect(footer.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(footer.getByRole('link', { name: 'help@blueskies.test' })).toHaveAttribute('href', 'mailto:help@blueskies.test');
    expect(footer.getByText('1 High Street, London')).toBeInTheDocument();
    expect(footer.getByText('Company No. 09876543')).toBeInTheDocument();
    expect(footer.queryByText(DEFAULT_BRAND.contact.phone)).not.toBeInTheDocument();
  });

  test('links the four legal pages', () => {
    renderFooter();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));

    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
    expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  test('has the quick links', () => {
    renderFooter();
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));

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

  test('when the newsletter address is not an email, then it says so and thanks no one', async () => {
    const { user, store } = renderFooter();

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  test('when the newsletter address is valid, then a toast thanks the subscriber', async () => {
    const { user, store } = renderFooter();

    await user.type(screen.getByLabelText('Email address'), 'traveller@example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(selectCurrentToast(store.getState())).toMatchObject({ title: 'Thanks for subscribing', variant: 'default' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });
});
