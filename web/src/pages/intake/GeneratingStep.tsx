import type { GeneratedExposure, UserResponse } from '@ladder/contracts';
import { useEffect } from 'react';
import { errorDetail } from '../../api/client';
import { useGenerateExposures } from '../../api/exposures';
import { safetyRefusal } from '../../api/safety';
import { useCompleteOnboarding } from '../../api/intake';
import { EMPTY_GENERATION, generationErrorMessage } from '../../components/exposures/generation-messages';
import { RateExposures } from '../../components/exposures/RateExposures';
import { GenerationSafety } from '../../components/safety/GenerationSafety';
import { SafetyNotes } from '../../components/safety/SafetyNotes';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { GENERATION_PAUSE_MS, SAVE_ERROR } from './steps';
import { StepHeading } from './wizard-ui';

/** Spec §8: the intake's fallback for a failed generation. */
export const GENERATION_FALLBACK =
  'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough.';
export const DAILY_LIMIT_WAIT = 'Please wait until tomorrow to continue with your intake.';

const generationError = (error: unknown) => generationErrorMessage(error, GENERATION_FALLBACK);

/**
 * Spec §4: "contains 'Daily limit'". Matched in any case, so the 429 fallback sentence ("the daily
 * limit") also ends in the wait message: trying again the same day cannot succeed.
 */
const isDailyLimit = (message: string) => message.toLowerCase().includes('daily limit');

interface GeneratingStepProps {
  /** 'Go Back and Add More Details'. */
  onAddMoreDetails: () => void;
  onFinished: (user: UserResponse) => void;
}

/**
 * Spec §4: pause 5 s, generate, then let the person rate each exposure and finish intake. A refusal
 * for the person's safety gets its own calm screen instead of the error panel (CLINICAL.md "Crisis
 * screen"); the daily limit keeps spec §8's message.
 */
export function GeneratingStep({ onAddMoreDetails, onFinished }: GeneratingStepProps) {
  const generate = useGenerateExposures();
  const { mutate } = generate;

  useEffect(() => {
    const timer = setTimeout(() => mutate(), GENERATION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [mutate]);

  const refusal = generate.isError ? safetyRefusal(generate.error) : null;
  if (refusal) {
    return (
      <GenerationSafety
        // A new refusal (after generating again) starts with a fresh panel.
        key={generate.submittedAt}
        refusal={refusal}
        headingLevel={2}
        onGenerateAgain={() => mutate()}
        onEditLists={onAddMoreDetails}
        onLeaveCrisis={onAddMoreDetails}
        crisisBackHint="Your lists open where you left them, so you can change your words whenever you are ready."
      />
    );
  }
  if (generate.isError) {
    return (
      <GenerationFailed
        message={generationError(generate.error)}
        onAddMoreDetails={onAddMoreDetails}
        onTryAgain={() => mutate()}
      />
    );
  }
  if (generate.isSuccess && generate.data.length === 0) {
    return <GenerationFailed message={EMPTY_GENERATION} onAddMoreDetails={onAddMoreDetails} onTryAgain={() => mutate()} />;
  }
  if (generate.isSuccess) return <RateGenerated exposures={generate.data} onFinished={onFinished} />;
  return <Generating />;
}

function Generating() {
  return (
    <>
      <StepHeading>Your exposure list</StepHeading>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <Spinner label="Creating your personal exposure list…" showLabel />
        <p className="mx-auto mt-4 max-w-md text-slate-700">
          We are turning what you wrote into small, concrete practice steps. This may take a moment.
        </p>
      </div>
    </>
  );
}

interface GenerationFailedProps {
  message: string;
  onAddMoreDetails: () => void;
  onTryAgain: () => void;
}

function GenerationFailed({ message, onAddMoreDetails, onTryAgain }: GenerationFailedProps) {
  return (
    <>
      <StepHeading focus>Your exposure list</StepHeading>
      <div className="mt-6 space-y-4">
        <Alert tone="error">
          <p className="whitespace-pre-line">{message}</p>
        </Alert>
        {isDailyLimit(message) ? (
          <p className="text-slate-800">{DAILY_LIMIT_WAIT}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onAddMoreDetails}>
              Go Back and Add More Details
            </Button>
            <Button onClick={onTryAgain}>Try Again</Button>
          </div>
        )}
      </div>
    </>
  );
}

function RateGenerated({
  exposures,
  onFinished,
}: {
  exposures: GeneratedExposure[];
  onFinished: (user: UserResponse) => void;
}) {
  const finish = useCompleteOnboarding();
  return (
    <>
      <StepHeading focus>Rate Exposure Difficulty</StepHeading>
      <p className="mt-3 text-slate-700">
        These practice steps were written from your answers. For each one, move the slider to show how hard it would
        feel to do it today, from 1 (very easy) to 10 (extremely challenging). Your first impression is enough.
      </p>
      <p className="mt-2 text-slate-700">
        You decide what to practise. Anything that does not fit you can be removed later on the ERP page.
      </p>
      <div className="mt-6 empty:hidden">
        <SafetyNotes />
      </div>
      <div className="mt-6">
        <RateExposures
          exposures={exposures}
          submitLabel="Complete Onboarding"
          pending={finish.isPending}
          error={finish.isError ? (errorDetail(finish.error) ?? SAVE_ERROR) : null}
          onSubmit={(rated) => finish.mutate(rated, { onSuccess: onFinished })}
        />
      </div>
    </>
  );
}
