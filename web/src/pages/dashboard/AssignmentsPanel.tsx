import type { AssignmentResponse } from '@ladder/contracts';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCompleteAssignment, usePendingAssignments } from '../../api/progress';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/styles';
import { Unavailable } from '../../components/progress/Unavailable';
import { Spinner } from '../../components/ui/Spinner';
import { lazyPage } from '../../lib/lazy-page';
import { Panel } from './Panel';
import type * as retakeDialog from './RetakeYbocsDialog';

// The retake dialog (a Radix dialog and the ten questions) is not part of the dashboard's first view
// (docs/performance.md): it is fetched when the Retake now button is about to be used.
const RetakeYbocsDialog = lazyPage<typeof retakeDialog, retakeDialog.RetakeYbocsDialogProps>(
  () => import('./RetakeYbocsDialog'),
  (module) => module.RetakeYbocsDialog,
);
const preloadRetake = () => void RetakeYbocsDialog.preload().catch(() => undefined);

/** docs/product.md §47 "Current Assignments": each pending assignment with a Complete button. */
export function AssignmentsPanel() {
  const assignments = usePendingAssignments();
  const [retaking, setRetaking] = useState(false);
  // Once opened, the dialog stays mounted: it keeps its answers and closes as a dialog does.
  const [retakeOpened, setRetakeOpened] = useState(false);
  const [retaken, setRetaken] = useState(false);
  const savedNote = useRef<HTMLParagraphElement>(null);

  // The Retake now button that opened the dialog has left with its assignment: put the focus on the
  // news instead of letting it fall back to the top of the page.
  useEffect(() => {
    if (retaken) savedNote.current?.focus();
  }, [retaken]);

  let content;
  if (assignments.isPending) content = <Spinner label="Loading assignments" />;
  else if (assignments.isError) content = <Unavailable what="Your assignments" onRetry={() => void assignments.refetch()} />;
  else if (assignments.data.length === 0) content = <p className="text-slate-700">No pending assignments</p>;
  else
    content = (
      <ul className="space-y-3">
        {assignments.data.map((assignment) => (
          <AssignmentItem
            key={assignment.id}
            assignment={assignment}
            onRetake={
              assignment.kind === 'ybocs'
                ? () => {
                    setRetakeOpened(true);
                    setRetaking(true);
                  }
                : undefined
            }
          />
        ))}
      </ul>
    );

  return (
    <Panel title="Current Assignments">
      {content}
      <div role="status">
        {retaken && (
          <p ref={savedNote} tabIndex={-1} className="mt-3 text-sm text-green-800 focus:outline-none">
            Your new Y-BOCS answers are saved. Your progress is updated.
          </p>
        )}
      </div>
      {retakeOpened && (
        // A press before the dialog has arrived opens it as soon as it has.
        <Suspense fallback={null}>
          <RetakeYbocsDialog.Component
            open={retaking}
            onOpenChange={setRetaking}
            onSaved={() => {
              setRetaking(false);
              setRetaken(true);
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}

interface AssignmentItemProps {
  assignment: AssignmentResponse;
  /** Present for the Y-BOCS retake, which can be done right here. */
  onRetake?: () => void;
}

function AssignmentItem({ assignment, onRetake }: AssignmentItemProps) {
  const titleId = useId();
  const complete = useCompleteAssignment();

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          {assignment.title}
        </h3>
        {assignment.description && <p className="mt-1 text-sm text-slate-700">{assignment.description}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {/* Issue 17: what an assignment asks for is what completes it. Practice opens its exposure's
            session (logging it completes the suggestion), a retake opens the retake; only a journal
            suggestion is ticked by hand (docs/product.md §47's Complete). */}
        {assignment.kind === 'practise_exposure' && assignment.exposure_id ? (
          <Link
            to={`/erp?practise=${encodeURIComponent(assignment.exposure_id)}`}
            aria-describedby={titleId}
            className={buttonClasses('primary')}
          >
            Practise now
          </Link>
        ) : onRetake ? (
          <Button aria-describedby={titleId} onPointerEnter={preloadRetake} onFocus={preloadRetake} onClick={onRetake}>
            Retake now
          </Button>
        ) : (
          <Button
            aria-describedby={titleId}
            disabled={complete.isPending}
            onClick={() =>
              // docs/product.md §57: a failed completion is only logged; the button is there to try again.
              complete.mutate(assignment.id, { onError: (error) => console.error('Completing the assignment failed', error) })
            }
          >
            {complete.isPending ? 'Completing...' : 'Complete'}
          </Button>
        )}
      </div>
    </li>
  );
}
