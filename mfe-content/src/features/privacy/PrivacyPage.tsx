import { StaticContentPage } from '../../shared/StaticContentPage';

/** /privacy and /privacy-policy: the same published page. */
export const PrivacyPage = () => <StaticContentPage slug="privacy" />;
