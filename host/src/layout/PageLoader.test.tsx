import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { keepFirstPaintFrame } from './firstPaintFrame';
import { PageLoader } from './PageLoader';

const servePaintedFrame = (markup: string) => {
  document.body.innerHTML = `<div id="root"><div data-first-paint=""><main>${markup}</main></div></div>`;
  keepFirstPaintFrame();
  document.body.innerHTML = '';
};

afterEach(() => {
  servePaintedFrame('');
  window.history.replaceState(null, '', '/');
});

test('PageLoader shows a labelled spinner', () => {
  renderWithProviders(<PageLoader />);

  expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
});

test('on the address the page was served at, it goes on showing the painted heading instead of a spinner', () => {
  servePaintedFrame('<div class="pf-frame"><h1>Cheap flights, found by people who know travel</h1></div>');

  renderWithProviders(<PageLoader />, { route: '/' });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cheap flights, found by people who know travel');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('on another address, the painted heading is not shown: it belongs to the page first served', () => {
  servePaintedFrame('<div class="pf-frame"><h1>Cheap flights, found by people who know travel</h1></div>');

  window.history.replaceState(null, '', '/my-trips');
  renderWithProviders(<PageLoader />, { route: '/my-trips' });

  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
});

test('a field of the painted frame keeps what the visitor typed, its caret and the focus while the loader shows the frame', () => {
  document.body.innerHTML =
    '<div id="root"><div data-first-paint=""><main><form><label>From <input name="origin"></label></form></main></div></div>';
  const typedIn = document.querySelector('input')!;
  typedIn.focus();
  typedIn.value = 'lond';
  typedIn.setSelectionRange(2, 2);
  keepFirstPaintFrame();
  document.body.innerHTML = ''; // React's first commit empties the root

  renderWithProviders(<PageLoader />, { route: '/' });

  const field = screen.getByRole('textbox', { name: 'From' });
  expect(field).toBe(typedIn);
  expect(field).toHaveValue('lond');
  expect(field).toHaveFocus();
  expect([typedIn.selectionStart, typedIn.selectionEnd]).toEqual([2, 2]);
});
