import type { Page } from '@playwright/test';

/** What tabbing reached: a short description, and whether focus changed how it looks. */
interface TabStop {
  key: string;
  name: string;
  visible: boolean;
}

/**
 * Reads how the focused element looks (outline, shadow, border and background of the element,
 * its parent and the frame of the text field it sits in), blurs it, reads again and focuses it
 * back. A control whose focus changes none of these has no visible indicator.
 */
const inspectFocused = (): TabStop | null => {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const field = element.closest('.MuiInputBase-root, .MuiPickersInputBase-root');
  const looked = [element, element.parentElement, field, field?.querySelector('fieldset') ?? null];
  const looks = () =>
    looked
      .map((node) => {
        if (!node) return '';
        const style = getComputedStyle(node);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.borderWidth, style.backgroundColor].join(' ');
      })
      .join('|');
  const focused = looks();
  element.blur();
  const unfocused = looks();
  element.focus();
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const name = `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  element.dataset.focusChecked ??= String(document.querySelectorAll('[data-focus-checked]').length);
  return { key: element.dataset.focusChecked, name, visible: focused !== unfocused };
};

/** Tabs through the page from its top (at most `maxStops` stops, once round): the controls whose focus cannot be seen. */
export const controlsWithoutFocusIndicator = async (page: Page, maxStops = 60): Promise<string[]> => {
  // No transitions: the two readings are of the end states, not of a ring fading in.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  const missing: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(inspectFocused);
    if (!found) continue;
    if (seen.has(found.key)) break;
    seen.add(found.key);
    if (!found.visible) missing.push(found.name);
  }
  if (seen.size === 0) missing.push('tabbing reached no control at all');
  return missing;
};
