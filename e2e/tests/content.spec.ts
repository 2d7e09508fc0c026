import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/session';

test.describe('content', () => {
  test('an editor changes the About page and publishes; a guest reloads /about and sees it with no rebuild', async ({
    page,
    browser,
  }) => {
    const marker = `Now flying to ${Date.now()} destinations`;
    await signInAsAdmin(page.request);
    await page.goto('/about');
    await page.getByRole('link', { name: 'Edit page' }).click();
    await expect(page).toHaveURL(/\/content\/edit\/about$/);
    const body = page.getByLabel('Content (Markdown)');
    await expect(body).not.toHaveValue('');
    await body.fill(`## ${marker}\n\nWe are {{brand.name}}, a licensed, IATA-accredited travel agency.`);
    // The live preview, rendered by the gateway for the brand as visitors will see it.
    const preview = page.getByTestId('editor-preview');
    await expect(preview.getByRole('heading', { name: marker })).toBeVisible();
    await expect(preview).toContainText('We are SkyTeal Travel, a licensed');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Page published')).toBeVisible();

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto('/about');
    const area = guestPage.locator('[data-remote="mfe_content"]');
    await expect(area.getByRole('heading', { name: marker })).toBeVisible();
    await expect(area).toContainText('We are SkyTeal Travel, a licensed');
    await expect(area.getByRole('link', { name: 'Edit page' })).toHaveCount(0);
    await guest.close();
  });

  test('an editor compares the version before with the published one, the line diff arriving on demand', async ({
    page,
  }) => {
    const stamp = Date.now();
    await signInAsAdmin(page.request);
    await page.goto('/content/edit/terms');
    const body = page.getByLabel('Content (Markdown)');
    await expect(body).not.toHaveValue('');
    for (const edition of ['first', 'second']) {
      await body.fill(`## Terms, ${edition} edition ${stamp}\n\nThe same closing line.`);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published')).toBeVisible();
      await expect(page.getByText('Page published')).toBeHidden();
    }

    const history = page.getByRole('list', { name: 'Revision history' });
    const earlier = history.getByRole('listitem').filter({ hasText: 'Earlier version' }).first();
    await earlier.getByRole('button', { name: 'Compare' }).click();
    const diff = earlier.getByTestId('revision-diff');
    await expect(diff.getByText(`- ## Terms, second edition ${stamp}`)).toBeVisible();
    await expect(diff.getByText(`+ ## Terms, first edition ${stamp}`)).toBeVisible();
    await expect(diff).toContainText('The same closing line.');
    await earlier.getByRole('button', { name: 'Hide changes' }).click();
    await expect(diff).toBeHidden();
  });

  test("the FAQ search for 'refund' finds the refund answers", async ({ page }) => {
    await page.goto('/faq');
    await page.getByLabel('Search the FAQ').fill('refund');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('status')).toHaveText(/^\d+ results? for "refund"$/);
    await expect(results.getByRole('heading', { name: 'Cancellations', level: 2 })).toBeVisible();
    await results.getByRole('button', { name: 'How long does a refund take?' }).click();
    await expect(results.getByText(/7 to 30 business days/)).toBeVisible();
  });

  test('the contact form shows its validation and then submits', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please accept the privacy policy so we can answer you')).toBeVisible();

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByTestId('page-contact').getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByLabel('Reason for contacting us').selectOption({ label: 'Booking enquiry' });
    await page.getByRole('textbox', { name: 'Message' }).fill('I would like to change the date of my flight, please.');
    await page.getByRole('checkbox', { name: /privacy/i }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thanks, we have received your message and will reply within 24 hours.')).toBeVisible();
  });
});
