import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { admin, brand, csrf, currentToast, sunjet, writes } from '../../testing/adminFixtures';
import { BrandManagerPage } from './BrandManagerPage';

const renderPage = (handlers: Parameters<typeof mockGateway>[0] = {}) => {
  const gateway = mockGateway({ ...csrf, 'GET /api/admin/brands': () => json([brand(), sunjet]), ...handlers });
  const view = renderWithProviders(<BrandManagerPage />, { route: '/admin/brands', user: admin });
  return { ...gateway, ...view, toast: () => currentToast(view.store.getState()) };
};

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** Replaces a field's text at once (typing each key is slow and adds nothing here). */
const setText = (name: string | RegExp, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

const openNew = async (page: ReturnType<typeof renderPage>) => {
  await page.user.click(await screen.findByRole('button', { name: 'New brand' }));
  return screen.findByRole('form', { name: 'New brand' });
};

const preview = () => within(screen.getByRole('region', { name: 'Brand preview' }));
/** MUI paints a contained button through this CSS variable, set from the theme's palette. */
const containedBackground = (element: HTMLElement) =>
  getComputedStyle(element).getPropertyValue('--variant-containedBg');

// The editor has some thirty fields; on a busy two-core machine the full-brand story needed more than 30 s.
jest.setTimeout(60_000);

describe('the brand editor', () => {
  test('creates a brand with every field: key, name, domains as chips, logo, colours, font, contact and support hours, social, markup', async () => {
    const page = renderPage({ 'POST /api/admin/brands': (call) => json(call.body, 201) });
    await openNew(page);

    setText(/Brand key/, 'skyline.example');
    setText(/Brand name/, 'Skyline Flights');
    setText(/Logo address/, 'https://cdn.example.com/skyline.svg');
    await page.user.type(field('Add a domain'), 'Skyline.example{Enter}');
    await page.user.type(field('Add a domain'), 'www.skyline.example');
    await page.user.click(screen.getByRole('button', { name: 'Add' }));
    setText('Primary', '#7c3aed');
    await page.user.click(screen.getByRole('combobox', { name: 'Font' }));
    await page.user.click(await screen.findByRole('option', { name: 'Lora' }));
    setText(/Email/, 'help@skyline.example');
    setText(/Phone/, '+1 (555) 010-2030');
    setText(/Address/, '1 Main Street, Springfield');
    setText(/Support hours/, 'Mon-Sat 8am-8pm ET');
    expect(preview().getByText('Mon-Sat 8am-8pm ET')).toBeInTheDocument();
    setText('Instagram', 'https://instagram.com/skyline');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Markup %' }), { target: { value: '15' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Fixed amount' }), { target: { value: '250' } });
    setText('Tracking id', 'AW-123');
    await page.user.click(screen.getByRole('button', { name: 'Create brand' }));

    await waitFor(() => expect(page.toast()?.title).toBe('Brand Created'));
    expect(writes(page.calls)).toEqual(['POST /api/admin/brands']);
    expect(page.calls.find((call) => call.method === 'POST')?.body).toEqual({
      key: 'skyline.example',
      name: 'Skyline Flights',
      domains: ['skyline.example', 'www.skyline.example'],
      logo: 'https://cdn.example.com/skyline.svg',
      theme: {
        primary: '#7c3aed',
        secondary: '#134e4a',
        accent: '#f59e0b',
        background: '#ffffff',
        text: '#0f172a',
        font: 'Lora',
      },
      contact: {
        email: 'help@skyline.example',
        phone: '+1 (555) 010-2030',
        address: '1 Main Street, Springfield',
        hours: 'Mon-Sat 8am-8pm ET',
      },
      social: { facebook: '', twitter: '', instagram: 'https://instagram.com/skyline' },
      markup: { percent: 15, fixedAmount: 250, currency: 'USD' },
      trackingId: 'AW-123',
    });
    expect(await screen.findByRole('table', { name: 'Brands' })).toBeInTheDocument();
  });

  test("shows the contract's messages and sends nothing while the brand is invalid", async () => {
    const page = renderPage();
    await openNew(page);

    setText(/Logo address/, 'javascript:alert(1)');
    setText('Accent', 'red;}');
    setText(/Brand name/, '<script>alert(1)</script>');
    await page.user.click(screen.getByRole('button', { name: 'Create brand' }));

    expect(await screen.findByText('Enter a brand key, such as its main host name')).toBeInTheDocument();
    expect(screen.getByText("Use letters, digits, spaces and & ' . , ! ? ( ) + - only")).toBeInTheDocument();
    expect(screen.getByText('Use an http(s) address or a path starting with /')).toBeInTheDocument();
    expect(screen.getByText('Use a colour such as #0d9488')).toBeInTheDocument();
    expect(screen.getByText('Use an email address such as help@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter the support hours')).toBeInTheDocument();
    expect(writes(page.calls)).toEqual([]);
  });

  test('a domain that is not a host name is refused with the rule and not added', async () => {
    const page = renderPage();
    await openNew(page);

    await page.user.type(field('Add a domain'), 'https://evil.example/{Enter}');

    expect(screen.getByText('Use a host name such as flights.example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Domains' })).queryAllByRole('listitem')).toEqual([]);
  });

  test('a custom font must be a plain family name', async () => {
    const page = renderPage();
    await openNew(page);

    await page.user.click(screen.getByRole('combobox', { name: 'Font' }));
    await page.user.click(await screen.findByRole('option', { name: 'Another font…' }));
    setText('Font family name', 'Inter"; } body { display: none');

    expect(await screen.findByText('Use a font family name such as Inter')).toBeInTheDocument();
  });

  test('the preview follows the edited primary colour, in its own theme only', async () => {
    const page = renderPage();
    await openNew(page);
    const searchButton = preview().getByRole('button', { name: 'Search Flights' });
    expect(containedBackground(searchButton)).toBe('#0f766e');

    setText('Primary', '#123456');

    await waitFor(() => expect(containedBackground(searchButton)).toBe('#123456'));
    expect(preview().getByText('$612')).toHaveStyle({ color: 'rgb(18, 52, 86)' });
    expect(preview().getByText('Home')).toHaveStyle({ color: 'rgb(18, 52, 86)' });
    expect(containedBackground(screen.getByRole('button', { name: 'Create brand' }))).toBe('#0f766e');
  });

  test('the colour picker and the hex field edit the same colour', async () => {
    const page = renderPage();
    await openNew(page);

    fireEvent.input(screen.getByLabelText('Secondary colour picker'), { target: { value: '#abcdef' } });

    expect(field('Secondary')).toHaveValue('#abcdef');
  });

  test('a low-contrast pair brings a WCAG AA warning, which goes once fixed', async () => {
    const page = renderPage();
    await openNew(page);
    expect(screen.getByText('All text meets the WCAG AA contrast of 4.5:1.')).toBeInTheDocument();

    setText('Text', '#aaaaaa');

    const warning = await screen.findByText(/Text on background has a contrast of 2\.3\d:1/);
    expect(warning).toHaveTextContent('(#aaaaaa on #ffffff), below the WCAG AA minimum of 4.5:1');
    setText('Primary', '#7f7f7f');
    expect(
      await screen.findByText(/Text on primary has a contrast of 4\.0\d:1 \(#ffffff on #7f7f7f\)/),
    ).toBeInTheDocument();

    setText('Text', '#111111');
    await waitFor(() => expect(screen.queryByText(/Text on background/)).not.toBeInTheDocument());
  });

  test('editing replaces the brand with PUT, key unchanged, and says so', async () => {
    const page = renderPage({ 'PUT /api/admin/brands/sunjet.travel': (call) => json(call.body) });

    await page.user.click(await screen.findByRole('button', { name: 'Edit SunJet Travel' }));
    await screen.findByRole('form', { name: 'Edit SunJet Travel' });
    expect(field(/Brand key/)).toBeDisabled();
    setText(/Brand name/, 'SunJet Holidays');
    await page.user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(page.toast()?.title).toBe('Brand Saved'));
    expect(page.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...sunjet, name: 'SunJet Holidays' });
  });

  test('when the gateway refuses (a domain in use), then its reason under the form and "Failed to Update"', async () => {
    const message = 'The domain www.sunjet.travel is already used by the brand SunJet Travel (sunjet.travel)';
    const page = renderPage({ 'PUT /api/admin/brands/default': () => json({ message, error: 'DOMAIN_IN_USE' }, 409) });

    await page.user.click(await screen.findByRole('button', { name: 'Edit SkyTeal Travel' }));
    await page.user.type(field('Add a domain'), 'www.sunjet.travel{Enter}');
    await page.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(page.toast()).toMatchObject({ title: 'Failed to Update', description: message, variant: 'destructive' });
    expect(screen.getByRole('form', { name: 'Edit SkyTeal Travel' })).toBeInTheDocument();
  });
});
