import { Container, useBrand } from '@portal/platform';
import { PageHeader } from '../../shared/PageHeader';
import { useMetaDescription } from '../../shared/useMetaDescription';
import { PartnerAirlines } from './PartnerAirlines';
import { PopularTopics } from './PopularTopics';
import { SupportBenefits } from './SupportBenefits';
import { SupportClaims } from './SupportClaims';
import { SupportSearchBox } from './SupportSearchBox';
import { SupportTabs } from './SupportTabs';

/** /support: the Support Center. */
export const SupportPage = () => {
  const { name } = useBrand();
  useMetaDescription(
    `Help with your ${name} booking: changes, cancellations, refunds, payments and travel questions, answered by our travel experts.`,
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-support">
      <PageHeader title="Support Center" subtitle="Find answers, send us a request or look up your booking." />
      <SupportSearchBox />
      <SupportClaims />
      <SupportTabs />
      <PopularTopics />
      <PartnerAirlines />
      <SupportBenefits />
    </Container>
  );
};
