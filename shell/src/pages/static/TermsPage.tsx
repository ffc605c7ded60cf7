import { Link } from 'react-router-dom';
import { Trans } from '@shalom/shared/i18n/trans';
import { pagesCatalog } from '../i18n/catalog';
import { legalPagesLastUpdated } from './lastUpdated';
import { ProseCallout, ProseList, ProseParagraph, ProseSection, ProseTerm } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';
const { useT } = pagesCatalog;
const privacyLink = { 0: <Link to="/privacy" className={inlineLink} /> };
const feedbackLink = { 0: <Link to="/feedback" className={inlineLink} /> };

export function TermsPage() {
  const t = useT();
  return (
    <StaticPageLayout
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      lastUpdated={legalPagesLastUpdated}
      intro={
        <p>
          <Trans catalog={pagesCatalog} id="terms.intro" components={privacyLink} />
        </p>
      }
    >
      <ProseCallout title={t('terms.danger.title')}>{t('terms.danger.body')}</ProseCallout>

      <ProseSection title={t('terms.who.title')}>
        <ProseParagraph>{t('terms.who.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.guidance.title')}>
        <ProseParagraph>{t('terms.guidance.body')}</ProseParagraph>
        <ProseList>
          <li>{t('terms.guidance.rabbi')}</li>
          <li>{t('terms.guidance.notAdvice')}</li>
          <li>{t('terms.guidance.decisions')}</li>
        </ProseList>
      </ProseSection>

      <ProseSection title={t('terms.linking.title')}>
        <ProseParagraph>{t('terms.linking.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.use.title')}>
        <ProseParagraph>{t('terms.use.intro')}</ProseParagraph>
        <ProseList>
          <li>{t('terms.use.harass')}</li>
          <li>{t('terms.use.impersonate')}</li>
          <li>{t('terms.use.content')}</li>
          <li>{t('terms.use.abuse')}</li>
        </ProseList>
        <ProseParagraph>{t('terms.use.enforcement')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.content.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog} id="terms.content.body" components={privacyLink} />
        </ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.donations.title')}>
        <ProseParagraph>{t('terms.donations.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.availability.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog} id="terms.availability.body" components={{ 0: <Link to="/roadmap" className={inlineLink} /> }} />
        </ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.ending.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog} id="terms.ending.body" components={feedbackLink} />
        </ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.liability.title')}>
        <ProseParagraph>{t('terms.liability.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('terms.contact.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog} id="terms.contact.body" components={{ ...feedbackLink, 1: <ProseTerm /> }} />
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
