import { ContentPage } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';
import { FAQ_ITEMS } from './faq-items';
import { FaqAccordion } from './FaqAccordion';

export function FaqPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.faq}
      cta={{ readMore: { to: PUBLIC_PAGES.whatIsErp.path, label: 'What is ERP?' } }}
      lead={<p>Short, honest answers about Ladder: what it is, what it can and cannot do, and how it works.</p>}
    >
      <FaqAccordion items={FAQ_ITEMS} />
    </ContentPage>
  );
}
