import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { keepFirstPaintFrame } from './firstPaintFrame';
import { PageLoader } from './PageLoader';

const servePaintedFrame = (markup: string) => {
  document.body.innerHTML = `<div id="root"><main id="portal-frame-main">${markup}</main></div>`;
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
