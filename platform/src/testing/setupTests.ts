import '@testing-library/jest-dom';
import { preloadUiKit } from '../ui/lazyKit';
import { preloadOverlays } from '../ui/lazyOverlays';

// Components render as they do on a page whose kit has arrived: synchronously, with no suspense.
beforeAll(() => Promise.all([preloadUiKit(), preloadOverlays()]));
