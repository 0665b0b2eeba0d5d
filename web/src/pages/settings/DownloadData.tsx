import { useDownloadAccountExport } from '../../api/account';
import { errorDetail } from '../../api/client';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { saveFile } from './save-file';
import { SettingsSection } from './SettingsSection';

/** A copy of everything the account holds, as one JSON file (GET /users/me/export). */
export function DownloadData() {
  const download = useDownloadAccountExport();

  return (
    <SettingsSection
      title="Download my data"
      description={
        <>
          <p>
            One file with everything Ladder keeps for your account: your lists of obsessions, compulsions and
            triggers, Y-BOCS answers and scores, exposures and practice sessions, journal entries, points and
            achievements, assignments, subscription status, and your answers to &ldquo;Is self-help right for me
            now?&rdquo; and to Ladder&apos;s safety questions.
          </p>
          <p>The file is not encrypted. Keep it somewhere private.</p>
        </>
      }
    >
      <div className="max-w-md space-y-4">
        {download.isSuccess && (
          <Alert tone="success">Your download has started: {download.data.filename}</Alert>
        )}
        {download.isError && (
          <Alert tone="error">{errorDetail(download.error) ?? 'Could not prepare your data. Please try again.'}</Alert>
        )}
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onSuccess: ({ blob, filename }) => saveFile(blob, filename) })}
        >
          {download.isPending ? 'Preparing your data...' : 'Download my data (JSON)'}
        </Button>
      </div>
    </SettingsSection>
  );
}
