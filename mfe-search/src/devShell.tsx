import { mountDevShell } from '@portal/platform';
import { routes } from './routes';

mountDevShell('mfe-search', routes);
