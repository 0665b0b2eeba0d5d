import { TermsOfService } from '../../components/legal/TermsOfService';
import { ContentPage } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';

/**
 * The Terms of Service a person accepts at the first intake step, readable before signing up: the
 * sign-in and registration pages link here (issue 18). The same text and version as the intake's.
 */
export function TermsPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.terms}
      cta={false}
      lead={
        <p>
          The terms you accept when you start using Ladder, in plain words. You are asked to accept them once you have
          created your account, and again only if they change in a way that matters.
        </p>
      }
    >
      <TermsOfService titled={false} />
    </ContentPage>
  );
}
