import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { PortalStore } from './store/store';
import { BrandThemeProvider } from './brand/BrandThemeProvider';
import { holdStylesCompiledInRender } from './ui/emotion/stylesCompiledInRender';

const emotionCache = holdStylesCompiledInRender(createCache({ key: 'portal' }));

/** Store, the one emotion cache and the brand theme: what a shell wraps around every module. */
export const PortalProviders = ({ store, children }: { store: PortalStore; children: ReactNode }) => (
  <Provider store={store}>
    <CacheProvider value={emotionCache}>
      <BrandThemeProvider>{children}</BrandThemeProvider>
    </CacheProvider>
  </Provider>
);
