import { act } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { SearchForm } from './SearchForm';

// Counts the renders of the form's three field groups, each rendered as itself.
const mockRenders = { route: 0, dates: 0, end: 0 };
jest.mock('./RouteFields', () => {
  const { RouteFields } = jest.requireActual('./RouteFields');
  return { RouteFields: () => ((mockRenders.route += 1), RouteFields()) };
});
jest.mock('./TravelDateFields', () => {
  const { TravelDateFields } = jest.requireActual('./TravelDateFields');
  return { TravelDateFields: () => ((mockRenders.dates += 1), TravelDateFields()) };
});
jest.mock('./SearchFormEnd', () => {
  const { SearchFormEnd } = jest.requireActual('./SearchFormEnd');
  return { SearchFormEnd: (props: object) => ((mockRenders.end += 1), SearchFormEnd(props)) };
});

test('opening the search form renders each of its fields once: the form becoming ready does not render them again', async () => {
  renderWithProviders(<SearchForm />);
  await act(async () => undefined);
  expect(mockRenders).toEqual({ route: 1, dates: 1, end: 1 });
});
