import { StaticContentPage } from '../../shared/StaticContentPage';

/** /expedia: the partner-offers landing page, in the brand's voice. */
export const ExpediaPage = () => <StaticContentPage slug="expedia" />;
