import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/styles';
import { DeleteAccount } from './DeleteAccount';
import { DownloadData } from './DownloadData';
import { SettingsSection } from './SettingsSection';

const REPORT_PATH = '/settings/report';

export function DataTab() {
  return (
    <div className="space-y-6">
      <DownloadData />
      <SettingsSection
        title="Printable progress report"
        description={
          <p>
            A summary of your Y-BOCS scores and exposure practice that you can print or save as a PDF, for example
            to share with a therapist. Journal entries stay out unless you choose to add them.
          </p>
        }
      >
        <Link to={REPORT_PATH} className={buttonClasses('secondary')}>
          Open the progress report
        </Link>
      </SettingsSection>
      <DeleteAccount />
    </div>
  );
}
