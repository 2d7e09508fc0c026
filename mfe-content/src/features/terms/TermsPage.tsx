import { StaticContentPage } from '../../shared/StaticContentPage';

export const TermsPage = () => <StaticContentPage slug="terms" />;
