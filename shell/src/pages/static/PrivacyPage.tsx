import { Link } from 'react-router-dom';
import { legalPagesLastUpdated } from './lastUpdated';
import { ProseCallout, ProseList, ProseParagraph, ProseSection, ProseTerm } from './Prose';
import { StaticPageLayout } from './StaticPageLayout';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

export function PrivacyPage() {
  return (
    <StaticPageLayout
      eyebrow="Your privacy"
      title="Privacy Policy"
      lastUpdated={legalPagesLastUpdated}
      intro={
        <p>
          People share tender things about their marriages and families here. This policy explains, in plain
          language, what Shalom Bayit keeps, why, who can see it, and the choices you have.
        </p>
      }
    >
      <ProseCallout title="Adults only">
        Shalom Bayit is not for people under 18. You must be 18 or older to create an account or use the app. If we
        learn that an account belongs to someone under 18, we close it and delete its data.
      </ProseCallout>

      <ProseSection title="Our promise in short">
        <ProseList>
          <li>Your private conversations with the AI guide are yours. No partner or family member can read them.</li>
          <li>
            Sharing anything with a partner requires explicit consent from both sides. Nothing is shared on your
            behalf by default.
          </li>
          <li>The AI partner features are opt-in, off until you turn them on, and can be turned off at any time.</li>
          <li>We do not sell your data and we do not show advertising.</li>
        </ProseList>
      </ProseSection>

      <ProseSection title="What we keep">
        <ProseParagraph>We keep only what the app needs to work for you:</ProseParagraph>
        <ProseList>
          <li>
            <ProseTerm>Your profile:</ProseTerm> display name, first and last name, gender, date of birth, marital
            status, number of children, observance level, life stage, languages, location and timezone, and whether
            you agreed to anonymous use of your data.
          </li>
          <li>
            <ProseTerm>Your relationships:</ProseTerm> the people you link with, the kind of relationship, its
            status, your notes, and whether a rabbi or Beit Din is involved.
          </li>
          <li>
            <ProseTerm>Your messages:</ProseTerm> your conversations with the AI guide, your conversations with a
            partner or family member, and the AI replies you chose to share.
          </li>
          <li>
            <ProseTerm>Your consent settings:</ProseTerm> which AI partner features you allowed for each person, the
            topics and time limits you set, and any notes about your partner you wrote to help the AI understand
            them.
          </li>
          <li>
            <ProseTerm>Your feedback:</ProseTerm> what you send through the feedback form, with any images, name or
            email you chose to add, the page you were on and your browser type. Feedback can be sent anonymously.
          </li>
          <li>
            <ProseTerm>Notification preferences</ProseTerm> and the notifications we sent you.
          </li>
        </ProseList>
        <ProseParagraph>
          Your browser also stores your sign-in session and a few small settings (for example, whether you have
          already seen the introduction) so the app remembers you between visits.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="How we use it">
        <ProseList>
          <li>To run the app: sign you in, show your conversations and deliver messages to the people you chose.</li>
          <li>
            To make guidance personal: the AI guide may consider your profile and, where you allowed it, your
            relationship context, so its answers fit your family and your observance.
          </li>
          <li>To send the notifications you asked for, in the ways you asked for them.</li>
          <li>To read your feedback and fix what is not working.</li>
          <li>
            To improve guidance, only if you ticked the consent box on your profile, and only in anonymous form. You
            can change that choice whenever you edit your profile.
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title="Sharing with a partner requires explicit consent">
        <ProseParagraph>
          What you write privately stays private. Something reaches a partner or family member only through a step
          that both of you agreed to:
        </ProseParagraph>
        <ProseList>
          <li>
            <ProseTerm>Messages you send</ProseTerm> go to the person you wrote to, and only to them.
          </li>
          <li>
            <ProseTerm>AI replies you share</ProseTerm> are shared one at a time, by you, with a partner you have
            linked with. You can unshare them later.
          </li>
          <li>
            <ProseTerm>AI partner features</ProseTerm> work only when you and your partner have each given explicit
            consent to the same feature. Consent is given per person and per feature, may carry an end date, and
            can be withdrawn by either of you at any time, taking effect straight away.
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title="The AI partner features, and what they do">
        <ProseParagraph>
          These features let the AI send a short message to your partner on your behalf. They are opt-in: every one
          of them is off until you both switch it on.
        </ProseParagraph>
        <ProseList>
          <li>
            <ProseTerm>Emotional bridging</ProseTerm> helps feelings travel between you when they are hard to put into
            words. The AI writes a gentle message of its own to convey what you are going through; your private
            conversation is not forwarded.
          </li>
          <li>
            <ProseTerm>Timing optimization</ProseTerm> helps a message or a difficult subject arrive at a better
            moment, for example not late at night or in the middle of a stressful time, taking account of each
            person's timezone and the triggers you chose.
          </li>
          <li>
            <ProseTerm>Conflict mediation</ProseTerm> steps in when an exchange becomes tense, offering both of you
            calm, neutral suggestions to slow down, understand each other and find a way forward. It does not take
            sides or decide who is right.
          </li>
        </ProseList>
        <ProseParagraph>
          You can list topics the AI must never raise with your partner, and you can see the messages it sent in
          your conversations.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="How the AI guide handles your words">
        <ProseParagraph>
          To answer you, the text you send to the AI guide, together with the context you allowed it to use, is
          passed to the AI service that writes the reply. Replies may include halachic context and Torah sources, and
          may suggest that you consult a rabbi. We do not use your private conversations to train AI models unless
          you have agreed to anonymous use of your data.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="Who can see your data, and how it is protected">
        <ProseParagraph>
          Access rules are enforced by the database itself, not only by the app: each person can reach their own
          data and what others have deliberately shared with them. Data travels over encrypted connections. A small
          number of staff can read feedback submissions in order to respond to them; they do not read private
          conversations.
        </ProseParagraph>
      </ProseSection>

      <ProseSection title="Your choices">
        <ProseList>
          <li>Edit your profile at any time, including your consent to anonymous use of data.</li>
          <li>Change or withdraw consent for any AI partner feature, for any person, at any time.</li>
          <li>Choose which notifications you receive, and whether by push or email.</li>
          <li>
            Ask us for a copy of your data, or to delete your account and data, through the{' '}
            <Link to="/feedback" className={inlineLink}>
              feedback form
            </Link>
            .
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title="Changes to this policy">
        <ProseParagraph>
          If we change this policy in a way that matters, we will tell you in the app before the change takes
          effect. The date at the top shows when it was last updated. Questions are always welcome through the{' '}
          <Link to="/feedback" className={inlineLink}>
            feedback form
          </Link>
          .
        </ProseParagraph>
      </ProseSection>
    </StaticPageLayout>
  );
}
