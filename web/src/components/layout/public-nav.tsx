import { ChevronDownIcon } from '../ui/icons';
import { focusRing } from '../ui/styles';

export const navLink = `rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-teal-800 ${focusRing}`;

export const resourcesTriggerClasses = `${navLink} inline-flex items-center gap-1`;

export const RESOURCES = [
  { to: '/what-is-ocd', label: 'What is OCD?' },
  { to: '/what-is-erp', label: 'What is ERP?' },
  { to: '/types-of-ocd', label: 'Types of OCD' },
  { to: '/faq', label: 'FAQs' },
] as const;

/** The content of the Resources button, the same before and after its menu has loaded. */
export function ResourcesLabel() {
  return (
    <>
      Resources
      <ChevronDownIcon />
    </>
  );
}
