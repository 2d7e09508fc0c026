import '@testing-library/jest-dom';
import { preloadUiKit } from '../ui/lazyKit';

// Components render as they do on a page whose kit has arrived: synchronously, with no suspense.
beforeAll(() => preloadUiKit());
