import { useState } from 'react';
import { errorDetail } from '../../api/client';
import { useAcceptTos } from '../../api/intake';
import { MedicalDisclaimer } from '../../components/legal/MedicalDisclaimer';
import { TermsOfService } from '../../components/legal/TermsOfService';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { StepActions, StepHeading } from './wizard-ui';

/** docs/product.md §25: the full medical disclaimer and the Terms of Service, then acceptance. */
export function TermsStep({ onAccepted }: { onAccepted: () => void }) {
  const accept = useAcceptTos();
  const [agreed, setAgreed] = useState(false);

  function handleAccept() {
    accept.mutate(undefined, {
      onSuccess: onAccepted,
      // docs/product.md §57 logs this failure; the person also needs to know why nothing moved.
      onError: (error) => console.error('Accepting the terms failed', error),
    });
  }

  return (
    <>
      <StepHeading>Before you begin</StepHeading>
      <p className="mt-3 text-slate-700">
        Please read what Ladder is and is not, and the terms of using it. Take your time.
      </p>
      <div className="mt-6 space-y-8 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <MedicalDisclaimer />
        <TermsOfService />
      </div>

      <label className="mt-6 flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-teal-700 focus:outline-none"
        />
        <span className="text-slate-800">
          I have read the medical disclaimer and the Terms of Service, I am 18 or older, and I accept them.
        </span>
      </label>

      {accept.isError && (
        <div className="mt-6">
          <Alert tone="error">
            {errorDetail(accept.error) ?? 'Your acceptance could not be saved. Please try again.'}
          </Alert>
        </div>
      )}

      <StepActions
        next={
          <Button disabled={!agreed || accept.isPending} onClick={handleAccept}>
            {accept.isPending ? 'Saving...' : 'Accept and continue'}
          </Button>
        }
      />
    </>
  );
}
