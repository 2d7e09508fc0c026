import { StaticContentPage } from '../../shared/StaticContentPage';

export const AboutPage = () => <StaticContentPage slug="about" />;
