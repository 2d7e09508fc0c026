import { screen } from '@testing-library/react';
import { PLATFORM_VERSION, type RemoteRoutesModule } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { RemoteArea } from './RemoteArea';
import { loadModuleRoutes } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadModuleRoutes: jest.fn(), reloadModuleRoutes: jest.fn() }));

const loader = jest.mocked(loadModuleRoutes);
const major = Number(PLATFORM_VERSION.split('.')[0]);
const BUILT_FOR_THIS_PLATFORM = `^${PLATFORM_VERSION}`;
const BUILT_FOR_NEXT_MAJOR = `^${major + 1}.0.0`;
const UPDATING = 'This part of the site is being updated. Please try again in a few minutes.';

const aboutModule: RemoteRoutesModule = { version: '1.4.0', routes: [{ path: '/about', element: <h1>About us</h1> }] };

describe('RemoteArea', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    loader.mockReset().mockResolvedValue(aboutModule);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('when the release needs the platform this shell has, then its page loads', async () => {
    renderWithProviders(
      <RemoteArea name="mfe_content" entry="/m.json" version="1.4.0" platform={BUILT_FOR_THIS_PLATFORM} />,
      { route: '/about' },
    );

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_content', '/m.json');
    expect(warn).not.toHaveBeenCalled();
  });

  test('when the release was built for the next major platform, then its area says it is being updated and nothing is fetched', async () => {
    renderWithProviders(
      <RemoteArea name="mfe_search" entry="/s.json" version="7.0.0" platform={BUILT_FOR_NEXT_MAJOR} />,
      { route: '/about' },
    );

    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent(UPDATING);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  test('when an incompatible area renders again and again, then the mismatch is logged once, with both versions', async () => {
    const area = (attempt: number) => (
      <RemoteArea key={attempt} name="mfe_booking" entry="/b.json" version="8.0.0" platform={BUILT_FOR_NEXT_MAJOR} />
    );
    const { rerender, unmount } = renderWithProviders(area(1), { route: '/about' });
    await screen.findByTestId('remote-fallback');
    rerender(area(1));
    unmount();
    renderWithProviders(area(2), { route: '/about' });
    await screen.findByTestId('remote-fallback');

    const lines = warn.mock.calls.map((call: unknown[]) => call.join(' '));
    expect(lines).toEqual([
      expect.stringContaining(
        `module mfe_booking 8.0.0 (platform ${BUILT_FOR_NEXT_MAJOR}) is not loaded on platform ${PLATFORM_VERSION}`,
      ),
    ]);
    expect(lines[0]).toContain(`it needs platform ${BUILT_FOR_NEXT_MAJOR} and the shell has ${PLATFORM_VERSION}`);
  });

  test('when the registry holds no range for the release (a build older than the declarations), then it loads', async () => {
    renderWithProviders(<RemoteArea name="mfe_account" entry="/a.json" version="1.0.0" />, { route: '/about' });

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_account', '/a.json');
  });
});
