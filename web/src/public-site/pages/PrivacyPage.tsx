import { ContentPage, ContentSection } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';
import { SupportEmail } from '../SupportEmail';

/** Where the person's own data tools are (the settings page's "Your data" tab). */
const YOUR_DATA_SETTINGS = '/settings?tab=data';

/**
 * A plain-language privacy notice. Every statement matches the server: sealed columns
 * (docs/ARCHITECTURE.md "Data", decision 005), account deletion and export (modules/account),
 * what an LLM engine receives (modules/generator/llm/prompt.ts), Stripe customers (modules/billing),
 * the crisis-language screen and the sealed safety answers (modules/safety).
 */
export function PrivacyPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.privacy}
      cta={false}
      lead={
        <p>
          What you tell Ladder about your OCD is personal. This page explains, in plain words, what is stored, why,
          where, for how long and who can see it. &ldquo;We&rdquo; means the people who run this Ladder server.
        </p>
      }
    >
      <ContentSection title="The short version">
        <ul>
          <li>What you write about your health is encrypted on the server.</li>
          <li>There are no ads and no trackers, and your data is never sold.</li>
          <li>You can download all of your data, or delete your account and everything in it, at any time.</li>
          <li>
            Ladder looks for crisis language in what you type only to show you where to find help. Nothing is sent
            anywhere, nobody is notified, and nobody reads what you write.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address and a hash of your password (a scrambled form that
            cannot be turned back into the password).
          </li>
          <li>
            <strong>What you tell Ladder about your OCD:</strong> your obsessions, compulsions and triggers.
          </li>
          <li>
            <strong>Your Y-BOCS answers</strong> and the scores worked out from them.
          </li>
          <li>
            <strong>Your exposures and practice sessions:</strong> the exercises, your anxiety ratings, times, and any
            notes you write.
          </li>
          <li>
            <strong>Your journal:</strong> your entries and mood ratings.
          </li>
          <li>
            <strong>Your progress:</strong> points, streaks and achievements.
          </li>
          <li>
            <strong>Your safety answers:</strong> your answers to &ldquo;Is self-help right for me now?&rdquo;, and to
            the questions Ladder may ask before building exercises (for example, whether a thought is a fear or a
            thought of ending your life).
          </li>
          <li>
            <strong>A few technical records:</strong> your time zone (so streaks count your own days), your sign-in
            sessions, and short-lived counts of sign-in attempts that keep only a scrambled form of your e-mail and
            internet (IP) address.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Why we store it">
        <p>
          Only to run Ladder for you: to sign you in, build and suggest your exercises, show your progress, and send
          you account e-mails, such as the link to confirm your address. Nothing is used for advertising.
        </p>
      </ContentSection>

      <ContentSection id="crisis-language" title="When what you write sounds like a crisis">
        <p>
          Ladder checks the words you type (your lists, the exercises you write, session notes and journal entries) for
          language about ending your life or hurting yourself. It does this only to show you crisis resources, or to
          ask you a question, on your own screen.
        </p>
        <p>
          Nothing is sent anywhere, nobody is notified, and nobody reads what you write. Ladder is not a monitoring
          service and cannot send help. If you need help, the <a href="/crisis">crisis resources</a> page lists where to
          turn.
        </p>
        <p>
          Your answers to &ldquo;Is self-help right for me now?&rdquo; and to Ladder&apos;s safety questions are stored
          encrypted in your own record, like everything else you write. They are part of your data download and are
          deleted with your account.
        </p>
      </ContentSection>

      <ContentSection title="Where it is kept">
        <p>
          In the database of the server that runs this Ladder. Everything you write about your health (obsessions,
          compulsions, triggers, exposures, session notes, journal entries and your safety answers) is encrypted at
          rest with AES-256-GCM, so a copy of the database on its own does not reveal it.
        </p>
        <p>Your browser keeps a sign-in token so that you stay signed in. Signing out removes it.</p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <p>
          Until you delete your account. Deleting it removes your data from the server at once. Backups that the
          people running this server keep are deleted on their own schedule.
        </p>
        <p>
          When you delete your account, we send one e-mail to confirm it. Its content is erased once it has been sent.
        </p>
      </ContentSection>

      <ContentSection title="Who can see it">
        <p>
          Nobody else. There are no ads, no trackers and no analytics on Ladder, and your data is never sold or
          shared for marketing. Two services can be involved, and only if this server is set up to use them:
        </p>
        <ul>
          <li>
            <strong>An AI service for drafting exercises.</strong> If the people running this server have turned one
            on, your obsessions, compulsions and triggers, and your latest Y-BOCS score, are sent to it to draft your
            exercises. Your e-mail address is not sent.
          </li>
          <li>
            <strong>Stripe, for payments.</strong> If this server charges for subscriptions, Stripe handles the
            payment and receives your e-mail address. Ladder never sees your card number.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Your choices">
        <p>
          In <a href={YOUR_DATA_SETTINGS}>Account settings, under Your data</a>, you can:
        </p>
        <ul>
          <li>download everything Ladder holds about you as a JSON file,</li>
          <li>open a printable report of your progress, and</li>
          <li>delete your account and all of its data.</li>
        </ul>
      </ContentSection>

      <ContentSection id="contact" title="Contact">
        <p>
          Questions about your data or about this page? Write to the people who run this Ladder server at{' '}
          <SupportEmail
            fallback={
              <>
                their support address
                <span className="hidden [@media(scripting:none)]:inline"> (it is shown here when JavaScript is on)</span>
              </>
            }
          />
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
