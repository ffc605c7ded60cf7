import { Link } from 'react-router-dom';
import { Trans } from '@shalom/shared/i18n/trans';
import { pagesCatalog } from '../i18n/catalog';
import { legalPagesLastUpdated } from './lastUpdated';
import { ProseCallout, ProseList, ProseParagraph, ProseSection, ProseTerm } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';
const { useT } = pagesCatalog;
/** The bold lead-in of a list item ("Your profile:"). */
const term = { 0: <ProseTerm /> };
const feedbackLink = { 0: <Link to="/feedback" className={inlineLink} /> };
const dashboardLink = { 0: <Link to="/dashboard" className={inlineLink} /> };

export function PrivacyPage() {
  const t = useT();
  return (
    <StaticPageLayout
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      lastUpdated={legalPagesLastUpdated}
      intro={<p>{t('privacy.intro')}</p>}
    >
      <ProseCallout title={t('privacy.adults.title')}>{t('privacy.adults.body')}</ProseCallout>

      <ProseSection title={t('privacy.promise.title')}>
        <ProseList>
          <li>{t('privacy.promise.private')}</li>
          <li>{t('privacy.promise.consent')}</li>
          <li>{t('privacy.promise.optIn')}</li>
          <li>{t('privacy.promise.noSale')}</li>
        </ProseList>
      </ProseSection>

      <ProseSection title={t('privacy.keep.title')}>
        <ProseParagraph>{t('privacy.keep.intro')}</ProseParagraph>
        <ProseList>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.profile" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.relationships" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.messages" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.consent" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.feedback" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.keep.notifications" components={term} />
          </li>
        </ProseList>
        <ProseParagraph>{t('privacy.keep.browser')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('privacy.use.title')}>
        <ProseList>
          <li>{t('privacy.use.run')}</li>
          <li>{t('privacy.use.personal')}</li>
          <li>{t('privacy.use.notify')}</li>
          <li>{t('privacy.use.feedback')}</li>
          <li>{t('privacy.use.improve')}</li>
        </ProseList>
      </ProseSection>

      <ProseSection title={t('privacy.sharing.title')}>
        <ProseParagraph>{t('privacy.sharing.intro')}</ProseParagraph>
        <ProseList>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.sharing.messages" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.sharing.replies" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.sharing.features" components={term} />
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title={t('privacy.features.title')}>
        <ProseParagraph>{t('privacy.features.intro')}</ProseParagraph>
        <ProseList>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.features.bridging" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.features.timing" components={term} />
          </li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.features.mediation" components={term} />
          </li>
        </ProseList>
        <ProseParagraph>{t('privacy.features.limits')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('privacy.words.title')}>
        <ProseParagraph>{t('privacy.words.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('privacy.access.title')}>
        <ProseParagraph>{t('privacy.access.body')}</ProseParagraph>
      </ProseSection>

      <ProseSection title={t('privacy.choices.title')}>
        <ProseList>
          <li>{t('privacy.choices.profile')}</li>
          <li>{t('privacy.choices.consent')}</li>
          <li>{t('privacy.choices.notifications')}</li>
          <li>
            <Trans catalog={pagesCatalog} id="privacy.choices.copy" components={dashboardLink} />
          </li>
          <li>{t('privacy.choices.delete')}</li>
          <li>{t('privacy.choices.aiHistory')}</li>
          <li>{t('privacy.choices.quickExit')}</li>
        </ProseList>
      </ProseSection>

      <ProseSection title={t('privacy.changes.title')}>
        <ProseParagraph>
          <Trans catalog={pagesCatalog} id="privacy.changes.body" components={feedbackLink} />
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
