import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { focusRing } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { GeneralTab } from './GeneralTab';
import { LazyTab, preloadTab } from './lazy-tabs';

const TABS = [
  { value: 'general', label: 'General' },
  { value: 'reminders', label: 'Reminders' },
  { value: 'security', label: 'Security' },
  { value: 'data', label: 'Your data' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function tabFrom(param: string | null): TabValue {
  return TABS.find((tab) => tab.value === param)?.value ?? 'general';
}

/**
 * docs/product.md §18 "Account settings" (Profile in the avatar menu): General and Security, plus the person's
 * own data. The open tab lives in `?tab=`, so a link (e.g. back from the report) can open it. General comes with
 * the page; the others are fetched when first wanted (lazy-tabs.tsx).
 */
export function SettingsPage() {
  useDocumentTitle('Account settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));

  return (
    <section className="mx-auto max-w-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account settings</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'general' ? {} : { tab: value }, { replace: true })}
        className="mt-6"
      >
        <Tabs.List aria-label="Account settings" className="flex gap-1 border-b border-slate-200">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              onPointerEnter={() => preloadTab(value)}
              onFocus={() => preloadTab(value)}
              className={`-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-teal-700 data-[state=active]:text-teal-900 ${focusRing}`}
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" className={`mt-6 rounded-lg ${focusRing}`}>
          <GeneralTab />
        </Tabs.Content>
        <Tabs.Content value="reminders" className={`mt-6 rounded-lg ${focusRing}`}>
          <LazyTab tab="reminders" label="your reminders" />
        </Tabs.Content>
        <Tabs.Content value="security" className={`mt-6 rounded-lg ${focusRing}`}>
          <LazyTab tab="security" label="security settings" />
        </Tabs.Content>
        <Tabs.Content value="data" className={`mt-6 rounded-lg ${focusRing}`}>
          <LazyTab tab="data" label="your data" />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
