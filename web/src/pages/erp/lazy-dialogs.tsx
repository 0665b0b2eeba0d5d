import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { LoadFailed } from '../../components/ui/LoadFailed';
import type { AddExposureDialog as EagerAdd } from './AddExposureDialog';
import type { ConfigureProgramDialog as EagerConfigure } from './ConfigureProgramDialog';
import type { DeleteExposureDialog as EagerDelete } from './DeleteExposureDialog';
import type { RateGeneratedDialog as EagerRate } from './RateGeneratedDialog';
import type { ExposureSessionDialog as EagerSession } from './session/ExposureSessionDialog';

/**
 * The ERP screen's dialogs, fetched when a person first opens one, not with the screen: together they
 * were a tenth of its first view and pushed it over the 200 KB budget (docs/performance.md). Once
 * opened, a dialog stays mounted, so closing it animates and reopening is instant.
 */
const loaders: (() => Promise<unknown>)[] = [];

/** Fetches every dialog now (tests, so that the first opening does not pay for compiling it). */
export function preloadErpDialogs(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  loaders.push(load);
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    // Derived state (react.dev "storing information from previous renders"): from its first opening on.
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <LoadFailed placement="floating">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailed>
    );
  };
}

// Type-only: nothing of the dialogs comes with this file.
type AddProps = ComponentProps<typeof EagerAdd>;
type RateProps = ComponentProps<typeof EagerRate>;
type SessionProps = ComponentProps<typeof EagerSession>;
type ConfigureProps = ComponentProps<typeof EagerConfigure>;
type DeleteProps = ComponentProps<typeof EagerDelete>;

export const AddExposureDialog = lazyDialog<AddProps>(
  () => import('./AddExposureDialog').then((module) => module.AddExposureDialog),
  (props) => props.open,
);
export const RateGeneratedDialog = lazyDialog<RateProps>(
  () => import('./RateGeneratedDialog').then((module) => module.RateGeneratedDialog),
  (props) => props.open,
);
export const ExposureSessionDialog = lazyDialog<SessionProps>(
  () => import('./session/ExposureSessionDialog').then((module) => module.ExposureSessionDialog),
  (props) => props.exposure !== null,
);
export const ConfigureProgramDialog = lazyDialog<ConfigureProps>(
  () => import('./ConfigureProgramDialog').then((module) => module.ConfigureProgramDialog),
  (props) => props.open,
);
export const DeleteExposureDialog = lazyDialog<DeleteProps>(
  () => import('./DeleteExposureDialog').then((module) => module.DeleteExposureDialog),
  (props) => props.open,
);
