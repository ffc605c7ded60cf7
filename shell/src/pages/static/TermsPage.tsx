import { Link } from 'react-router-dom';
import { legalPagesLastUpdated } from './lastUpdated';
import { ProseCallout, ProseList, ProseParagraph, ProseSection, ProseTerm } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

export function TermsPage() {
  return (
    <StaticPageLayout
      eyebrow="The agreement between us"
      title="Terms of Service"
      lastUpdated={legalPagesLastUpdated}
      intro={
        <p>
          These terms govern your use of Shalom Bayit, a web app that offers faith-aligned guidance, an AI
          relationship guide and private messaging for Jewish couples and families. By creating an account or using
          the app you agree to them. Please read them together with our{' '}
          <Link to="/privacy" className={inlineLink}>
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <ProseCallout title="If you are in danger">
        Shalom Bayit is never a reason to stay in an unsafe situation. If you or your children are at risk of harm,
        contact your local emergency services or a domestic-abuse helpline now. The app is not an emergency service.
      </ProseCallout>

      <ProseSection title="1. Who may use Shalom Bayit">
        <ProseParagraph>
          You must be at least 18 years old. You agree to give accurate information in your profile and to keep your
          sign-in details to yourself. You are responsible for what happens under your account.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="2. Guidance, not a ruling or a diagnosis">
        <ProseParagraph>
          The AI guide answers with halachic awareness and cites Torah sources, and it tells you when a question
          should be brought to a rabbi. It is still a computer program: it can be wrong, it does not know your whole
          situation, and it is not a posek.
        </ProseParagraph>
        <ProseList>
          <li>For a practical halachic ruling, ask your rabbi.</li>
          <li>
            Nothing in the app is medical, psychological, legal or financial advice, and it does not replace a
            qualified counsellor, therapist or doctor.
          </li>
          <li>Decisions you make after reading a reply remain your own.</li>
        </ProseList>
      </ProseSection>

      <ProseSection title="3. Linking, messaging and consent">
        <ProseParagraph>
          You may link only with people you genuinely have a relationship with, and you may message them only in a
          respectful way. The AI partner features (emotional bridging, timing optimization and conflict mediation)
          work only with explicit consent from both of you; do not pressure anyone to give it. Either person can
          withdraw consent at any time.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="4. Acceptable use">
        <ProseParagraph>When using Shalom Bayit you agree not to:</ProseParagraph>
        <ProseList>
          <li>harass, threaten, shame or monitor another person, or use the app to control them;</li>
          <li>impersonate someone or link to a person without their knowledge;</li>
          <li>post unlawful content, or content that sexualises, exploits or endangers anyone;</li>
          <li>try to reach data that is not yours, disrupt the service, or misuse the AI features at scale.</li>
        </ProseList>
        <ProseParagraph>We may suspend or close accounts that break these rules, to protect other users.</ProseParagraph>
      </ProseSection>

      <ProseSection title="5. Your content">
        <ProseParagraph>
          What you write remains yours. You give us permission to store it, process it and show it to the people you
          chose, only as needed to run the app. Our{' '}
          <Link to="/privacy" className={inlineLink}>
            Privacy Policy
          </Link>{' '}
          explains how we handle it.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="6. Donations">
        <ProseParagraph>
          Shalom Bayit is free to use. Donations are voluntary, one-time gifts in US dollars toward the project's
          development. They are processed on an external payment page under that provider's terms, and they do not
          buy features, priority or any service.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="7. Availability and changes">
        <ProseParagraph>
          The app is being actively developed (see our{' '}
          <Link to="/roadmap" className={inlineLink}>
            roadmap
          </Link>
          ). Features may change, and the service may sometimes be unavailable. We will give notice in the app before
          a change that materially affects you.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="8. Ending your use">
        <ProseParagraph>
          You may stop using Shalom Bayit at any time and ask us to delete your account through the{' '}
          <Link to="/feedback" className={inlineLink}>
            feedback form
          </Link>
          . We may end access for accounts that seriously or repeatedly break these terms.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="9. Limits of our responsibility">
        <ProseParagraph>
          We work hard to make Shalom Bayit helpful and safe, but it is provided as it is. To the extent the law
          allows, we are not liable for decisions made on the basis of AI replies, or for indirect loss arising from
          use of the app. Nothing in these terms limits rights that the law does not allow to be limited.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="10. Contact">
        <ProseParagraph>
          Questions about these terms? Write to us through the{' '}
          <Link to="/feedback" className={inlineLink}>
            feedback form
          </Link>
          ; we aim to reply within 1-2 business days. <ProseTerm>Thank you for helping build peace at home.</ProseTerm>
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
