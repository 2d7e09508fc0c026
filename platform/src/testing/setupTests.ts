import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadUiKit } from '../ui/lazyKit';
import { preloadOverlays } from '../ui/lazyOverlays';

// Components render as they do on a page whose kit has arrived: synchronously, with no suspense.
beforeAll(() => Promise.all([preloadUiKit(), preloadOverlays()]));

// findBy/waitFor give up after 1 s by default: too short for a lazy chunk on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });
