import { Accordion } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { PROSE } from '../ContentPage';
import { useHydrated } from '../useHydrated';
import { useLocationHash } from '../useLocationHash';
import { ChevronDownIcon } from '../../components/ui/icons';
import { focusRing } from '../../components/ui/styles';

export interface FaqItem {
  /** Also the item's anchor: /faq#cancelling. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * Spec "Public content pages": expandable questions, several open at once (Radix Accordion,
 * type "multiple": buttons in headings, arrow keys move between them).
 *
 * Every answer is rendered, closed ones hidden, so the pre-rendered HTML holds the whole FAQ: CSS
 * hides closed answers until the page is hydrated, after which they also get `hidden`; without
 * JavaScript (`scripting: none`) all answers simply show.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<string[]>([]);
  const hydrated = useHydrated();

  // A link to one answer (/faq#cancelling) opens it, once the page is interactive.
  const hash = useLocationHash();
  const [handledHash, setHandledHash] = useState('');
  if (hydrated && hash !== handledHash) {
    setHandledHash(hash);
    const linked = decodeURIComponent(hash.slice(1));
    if (items.some((item) => item.id === linked) && !open.includes(linked)) setOpen([...open, linked]);
  }

  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        // Radix sets aria-controls only while a panel is open; here every panel is always rendered.
        const answerId = `${item.id}-answer`;
        return (
          <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-6">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger
                  aria-controls={answerId}
                  className={`group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:text-lg ${focusRing}`}
                >
                  {item.question}
                  <span className="shrink-0 text-teal-800 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none [@media(scripting:none)]:hidden">
                    <ChevronDownIcon />
                  </span>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content
              id={answerId}
              forceMount
              hidden={hydrated ? !isOpen : undefined}
              className={`px-5 pb-5 ${PROSE} data-[state=closed]:hidden [@media(scripting:none)]:block!`}
            >
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
