import { warmFormatsAside } from './startup/warmFormatsAside';

warmFormatsAside();
// The federation runtime must settle shared modules before the app's first import runs.
import('./bootstrap');
