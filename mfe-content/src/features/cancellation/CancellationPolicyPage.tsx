import { StaticContentPage } from '../../shared/StaticContentPage';

export const CancellationPolicyPage = () => <StaticContentPage slug="cancellation-policy" />;
