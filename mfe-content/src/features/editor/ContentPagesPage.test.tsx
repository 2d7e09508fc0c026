import { screen, within } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { ContentPagesPage } from './ContentPagesPage';
import { brandState, editor, traveller } from '../../testing/contentFixtures';

const pages = [
  { slug: 'about', title: 'About Us', publishedVersion: 4, hasDraft: true, updatedAt: '2026-03-04T10:30:00.000Z' },
  { slug: 'faq', title: 'Frequently Asked Questions', publishedVersion: null, hasDraft: false, updatedAt: null },
];

describe('ContentPagesPage', () => {
  test("lists the brand's pages with their published version, draft and edit link", async () => {
    const { calls } = mockGateway({ 'GET /api/content/pages': () => json(pages) });
    renderWithProviders(<ContentPagesPage />, { route: '/content/edit', preloadedState: brandState(), user: editor });

    const table = within(await screen.findByRole('table', { name: 'Content pages' }));
    const [about, faq] = table.getAllByRole('row').slice(1);
    expect(within(about as HTMLElement).getByText('Version 4')).toBeInTheDocument();
    expect(within(about as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(within(faq as HTMLElement).getByText('Default brand')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Edit About Us' })).toHaveAttribute('href', '/content/edit/about');
    expect(calls.map((call) => call.path)).toEqual(['/api/content/pages?brand=sunjet.travel']);
  });

  test('a traveller is told they cannot edit, and nothing is asked of the gateway', async () => {
    const { calls } = mockGateway({});
    renderWithProviders(<ContentPagesPage />, {
      route: '/content/edit',
      preloadedState: brandState(),
      user: traveller,
    });

    expect(await screen.findByText("You don't have permission to edit content.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
