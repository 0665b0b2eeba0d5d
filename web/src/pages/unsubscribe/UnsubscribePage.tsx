import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { errorDetail } from '../../api/client';
import { useUnsubscribe } from '../../api/reminders';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * Where a reminder's "Stop these reminders" link opens (decision 022). Opening it changes nothing:
 * mail scanners follow links, so the person confirms with a button. A mail client's own one-click
 * unsubscribe POSTs to the same address without this page (RFC 8058).
 */
export function UnsubscribePage() {
  useDocumentTitle('Stop reminders');
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (unsubscribe.isSuccess) heading.current?.focus();
  }, [unsubscribe.isSuccess]);

  if (unsubscribe.isSuccess) {
    return (
      <div className="space-y-4">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
          Reminders are off
        </h1>
        <Alert tone="success">You will not get daily reminders any more.</Alert>
        <p className="text-sm text-slate-700">If you change your mind, you can turn them on again in Settings, under Reminders.</p>
        <Link to="/settings?tab=reminders" className={buttonClasses('secondary')}>
          Open reminder settings
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Stop daily reminders?</h1>
      <p className="text-sm text-slate-700">
        This turns off the daily reminder emails and notifications for your Ladder account. Nothing else changes.
      </p>
      {unsubscribe.isError && (
        <Alert tone="error">{errorDetail(unsubscribe.error) ?? 'Reminders could not be turned off. Please try again.'}</Alert>
      )}
      <Button disabled={unsubscribe.isPending || token === ''} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? 'Turning off...' : 'Turn off reminders'}
      </Button>
    </div>
  );
}
