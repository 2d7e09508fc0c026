import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { ContactPage } from './ContactPage';
import { brandState, csrf } from '../../testing/contentFixtures';

const renderContact = () => renderWithProviders(<ContactPage />, { route: '/contact', preloadedState: brandState() });

type User = ReturnType<typeof renderContact>['user'];

const fillIn = async (user: User, reason: string) => {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Ada@Example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /Reason for contacting us/ }), reason);
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please cancel my flight.');
  await user.click(screen.getByRole('checkbox'));
};

describe('ContactPage', () => {
  test('has every field, Phone marked optional and e-mail the preferred method', () => {
    mockGateway({});
    renderContact();

    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Phone (optional)',
      'Booking reference (optional)',
      'Message',
    ]) {
      expect(
        screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /Reason for contacting us/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('the reason list has the seven reasons in words', async () => {
    mockGateway({});
    renderContact();

    const reasons = within(screen.getByRole('combobox', { name: /Reason for contacting us/ }));

    expect(reasons.getByRole('option', { name: 'Choose a reason', selected: true })).toBeDisabled();
    expect(
      reasons
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent),
    ).toEqual([
      'Booking enquiry',
      'Cancellation or refund',
      'Technical problem',
      'Billing and payment',
      'Feedback',
      'Partnership',
      'Other',
    ]);
  });

  test("shows the contract's messages and sends nothing while the form is incomplete", async () => {
    const { calls } = mockGateway({});
    const { user } = renderContact();

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason for contacting us')).toBeInTheDocument();
    expect(screen.getByText('Please tell us a little more (at least 10 characters)')).toBeInTheDocument();
    expect(screen.getByText('Please accept the privacy policy so we can answer you')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('asks for a phone number when phone is the preferred method', async () => {
    const { calls } = mockGateway({});
    const { user } = renderContact();

    await fillIn(user, 'Other');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a phone number so we can call you')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a complete form is posted for the brand, thanked with a toast and emptied', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/contact': () =>
        json({ id: 'c-1', message: 'Thanks, we have received your message and will reply within 24 hours.' }, 201),
    });
    const { user, store } = renderContact();

    await fillIn(user, 'Cancellation or refund');
    await user.type(screen.getByRole('textbox', { name: /^Booking reference/ }), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Message sent',
        description: 'Thanks, we have received your message and will reply within 24 hours.',
      }),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/contact?brand=sunjet.travel',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        reason: 'cancellation',
        bookingReference: 'ABC123',
        message: 'Please cancel my flight.',
        preferredContact: 'email',
        consent: true,
      },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Reason for contacting us/ })).toHaveValue('');
  });

  test("a refusal shows the gateway's message", async () => {
    mockGateway({
      ...csrf,
      'POST /api/contact': () =>
        json({ message: 'Too many requests, please try again later.', error: 'RATE_LIMITED' }, 429),
    });
    const { user, store } = renderContact();

    await fillIn(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        variant: 'destructive',
        description: 'Too many requests, please try again later.',
      }),
    );
  });

  test('four FAQ cards lead to the FAQ, and the brand is followed on its networks', () => {
    mockGateway({});
    renderContact();

    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    expect(faq.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/faq', '/faq', '/faq', '/faq']);
    expect(screen.getByRole('link', { name: 'SunJet Travel on X (Twitter)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+1 (800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
  });

  test("the other ways to reach us give the brand's own support hours", () => {
    mockGateway({});
    renderContact();

    const details = within(screen.getByRole('region', { name: 'Other ways to reach us' }));
    expect(details.getByText('Every day 8am-10pm ET')).toBeInTheDocument();
    expect(details.queryByText(/Mon-Fri/)).not.toBeInTheDocument();
  });
});
