import type { Page } from '@playwright/test';

/** What tabbing reached: a key, a short description, and how it looks. */
interface Reading {
  key: string;
  name: string;
  look: string;
}

/**
 * Runs in the page (serialised whole, so everything it uses is inside it). Mode 'focused' marks the
 * focused element as the probe and reads how it looks: outline, shadow, border and background of
 * the element, its parent and the frame of the text field it sits in. 'blurred' blurs the probe,
 * reads it again and gives it its focus back, so Tab goes on from there. Readings wait two frames:
 * React components (MUI's buttons) drop their focus class a render after the blur.
 */
const probe = async (mode: string): Promise<Reading | null> => {
  const settle = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const lookOf = (element: HTMLElement): string => {
    const field = element.closest('.MuiInputBase-root, .MuiPickersInputBase-root');
    return [element, element.parentElement, field, field?.querySelector('fieldset') ?? null]
      .map((node) => {
        if (!node) return '';
        const style = getComputedStyle(node);
        // Only what can be seen: an outline of style none has a width and colour all the same.
        const outline =
          style.outlineStyle === 'none' || style.outlineWidth === '0px'
            ? 'none'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        return [outline, style.boxShadow, style.borderColor, style.borderWidth, style.backgroundColor].join(' ');
      })
      .join('|');
  };
  await settle();
  if (mode === 'blurred') {
    const element = document.querySelector<HTMLElement>('[data-focus-probe]');
    if (!element) return null;
    element.blur();
    await settle();
    const look = lookOf(element);
    element.focus();
    await settle();
    return { key: element.dataset.focusChecked ?? '', name: '', look };
  }
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  document.querySelector('[data-focus-probe]')?.removeAttribute('data-focus-probe');
  element.dataset.focusProbe = '';
  element.dataset.focusChecked ??= String(document.querySelectorAll('[data-focus-checked]').length);
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const role = element.getAttribute('role');
  return {
    key: element.dataset.focusChecked,
    name: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${label}"`,
    look: lookOf(element),
  };
};

/**
 * Tabs through the page from its top (at most `maxStops` stops, once round) and returns the
 * controls whose focus cannot be seen: focused and blurred, they look the same.
 */
export const controlsWithoutFocusIndicator = async (page: Page, maxStops = 60): Promise<string[]> => {
  // No transitions: the two readings are of the end states, not of a ring fading in.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  const missing: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(probe, 'focused');
    if (!focused) continue;
    if (seen.has(focused.key)) break;
    seen.add(focused.key);
    const blurred = await page.evaluate(probe, 'blurred');
    if (blurred?.look === focused.look) missing.push(focused.name);
  }
  if (seen.size === 0) missing.push('tabbing reached no control at all');
  return missing;
};
