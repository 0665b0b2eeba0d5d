import { Collapsible } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { ChevronRightIcon } from './icons';
import { focusRing } from './styles';

interface DisclosureProps {
  /** The button's words, e.g. "Before you start (optional)". */
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** A section folded away under a button (Radix Collapsible: aria-expanded and aria-controls are set). */
export function Disclosure({ label, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-lg border border-slate-200">
      <Collapsible.Trigger
        className={`group flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
      >
        <span className="transition-transform group-data-[state=open]:rotate-90 motion-reduce:transition-none">
          <ChevronRightIcon />
        </span>
        {label}
      </Collapsible.Trigger>
      <Collapsible.Content className="space-y-5 border-t border-slate-200 px-4 py-4">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
