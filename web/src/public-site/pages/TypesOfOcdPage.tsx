import { ContentPage, ContentSection } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';
import { OCD_TYPES } from './ocd-types';

function SymptomList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function TypesOfOcdPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.typesOfOcd}
      lead={
        <p>
          OCD can be about almost anything. Below are six common themes, sometimes called types or subtypes. They are
          not separate diagnoses: many people have more than one, and themes can change over time.
        </p>
      }
    >
      <nav aria-label="Types on this page" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <p className="font-semibold text-slate-900">On this page</p>
        <ul className="mt-2 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
          {OCD_TYPES.map((type) => (
            <li key={type.id}>
              <a href={`#${type.id}`} className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950">
                {type.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {OCD_TYPES.map((type) => (
        <ContentSection key={type.id} id={type.id} title={type.name}>
          <p>{type.summary}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SymptomList title="Common obsessions" items={type.obsessions} />
            <SymptomList title="Common compulsions" items={type.compulsions} />
          </div>
        </ContentSection>
      ))}

      <ContentSection title="The same loop, whatever the theme">
        <p>
          Whatever OCD is about, it works the same way: an obsession brings distress, and a compulsion brings short
          relief that keeps the loop going. That is why{' '}
          <a href={PUBLIC_PAGES.whatIsErp.path}>exposure and response prevention (ERP)</a> can help across themes.
          For thoughts you cannot or should not act out, ERP often uses written scripts you read or listen to.
        </p>
        <p>
          Only a doctor or mental health professional can tell you whether you have OCD. This list is for learning,
          not for diagnosing yourself.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
