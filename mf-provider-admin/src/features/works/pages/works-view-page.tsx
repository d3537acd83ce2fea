import '../i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ROUTES_NS } from '@souq/routes';
import { Tabs } from '@souq/ui';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { CvSection } from '../components/cv-section';
import { ServicesSection } from '../components/services-section';
import { WorksSection } from '../components/works-section';

/** /worksView: CV tab (services, add-service form, CV) and works tab (docs/product/provider-back-office.md#works). Not for store owners. */
export default function WorksViewPage() {
  const { t } = useTranslation(NS);
  const { t: title } = useTranslation(ROUTES_NS);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'works' ? 'works' : 'cv';
  return (
    <ProviderGate allow={FREELANCER_PAGES}>
      <PageLayout title={title('worksView')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'works' ? { tab: 'works' } : {}, { replace: true })}
          items={[
            {
              key: 'cv',
              label: t('works.cvTab'),
              children: (
                <>
                  <ServicesSection />
                  <CvSection />
                </>
              ),
            },
            { key: 'works', label: t('works.worksTab'), children: <WorksSection /> },
          ]}
        />
      </PageLayout>
    </ProviderGate>
  );
}
