import { StaticContentPage } from '../../shared/StaticContentPage';
import { CookieChoices } from './CookieChoices';

/** /cookies: the policy, then the visitor's own choices, which can be changed here at any time. */
export const CookiesPage = () => (
  <StaticContentPage slug="cookies">
    <CookieChoices />
  </StaticContentPage>
);
