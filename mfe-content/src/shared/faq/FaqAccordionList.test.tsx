import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { FaqAccordionList } from './FaqAccordionList';

const entries = [
  {
    question: 'How long does a refund take?',
    answer: 'Refunds take **7-14 business days**. See [our policy](/cancellation-policy).',
  },
  { question: 'Can I change my name?', answer: 'Yes, within 24 hours of booking.' },
];

describe('FAQ answers', () => {
  test('opening a question shows its answer formatted as the editor wrote it: bold text and a link to our page', async () => {
    const { user } = renderWithProviders(<FaqAccordionList entries={entries} idPrefix="faq" />);

    await user.click(screen.getByRole('button', { name: 'How long does a refund take?' }));

    const answer = await screen.findByRole('region', { name: 'How long does a refund take?' });
    expect(await within(answer).findByText('7-14 business days')).toContainHTML('<strong>7-14 business days</strong>');
    expect(within(answer).getByRole('link', { name: 'our policy' })).toHaveAttribute('href', '/cancellation-policy');
  });

  test('the second question opened shows its own answer, and the first closes', async () => {
    const { user } = renderWithProviders(<FaqAccordionList entries={entries} idPrefix="faq" />);

    await user.click(screen.getByRole('button', { name: 'How long does a refund take?' }));
    await user.click(screen.getByRole('button', { name: 'Can I change my name?' }));

    expect(await screen.findByText('Yes, within 24 hours of booking.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'How long does a refund take?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
