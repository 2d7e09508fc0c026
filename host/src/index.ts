import { nextTask } from '@portal/platform/scheduling';
import { warmFormatsAside } from './startup/warmFormatsAside';

warmFormatsAside();
// The federation runtime must settle shared modules before the app's first import runs. That
// import asks for the bootstrap's chunks (a script element each, and the shared modules they use)
// in a task after this one, which the federation runtime's own start already fills.
void nextTask().then(() => import('./bootstrap'));
