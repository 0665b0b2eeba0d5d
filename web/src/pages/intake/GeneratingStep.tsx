import type { ExposureDraft, UserResponse } from '@ladder/contracts';
import { useState } from 'react';
import { errorDetail } from '../../api/client';
import { useCompleteOnboarding } from '../../api/intake';
import { useExposureDraft, useLadderThemes, useSuggestNewSet } from '../../api/ladder-drafts';
import { safetyRefusal } from '../../api/safety';
import { EMPTY_GENERATION, generationErrorMessage, isDailyLimitReached } from '../../components/exposures/generation-messages';
import { RateDraft } from '../../components/exposures/RateDraft';
import { ThemeChecklist } from '../../components/exposures/ThemeChecklist';
import { GenerationSafety } from '../../components/safety/GenerationSafety';
import { SafetyNotes } from '../../components/safety/SafetyNotes';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { SAVE_ERROR } from './steps';
import { StepHeading } from './wizard-ui';

/** docs/product.md §28: the intake's fallback for a failed generation. */
export const GENERATION_FALLBACK =
  'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough.';
export const DAILY_LIMIT_WAIT = 'Please wait until tomorrow to continue with your intake.';

const generationError = (error: unknown) => generationErrorMessage(error, GENERATION_FALLBACK);

interface GeneratingStepProps {
  /** 'Go Back and Add More Details'. */
  onAddMoreDetails: () => void;
  onFinished: (user: UserResponse) => void;
}

/**
 * docs/product.md §28 with issue 16: the person first confirms the themes read from their words, then the
 * ladder is generated and kept on the server as their draft, so a reload or a new sign-in goes
 * straight back to the same list and ratings without generating again. Only "Suggest a new set"
 * generates again. A refusal for the person's safety gets its own calm screen instead of the error
 * panel (docs/clinical.md §19); the daily limit keeps docs/product.md §28's message.
 */
export function GeneratingStep({ onAddMoreDetails, onFinished }: GeneratingStepProps) {
  const draft = useExposureDraft();
  const [choosingThemes, setChoosingThemes] = useState(false);
  const suggest = useSuggestNewSet();
  const hasDraft = Boolean(draft.data && draft.data.items.length > 0);
  const wantsThemes = draft.isSuccess && (!hasDraft || choosingThemes);
  const themes = useLadderThemes(wantsThemes && !suggest.isPending);

  function build(chosen: string[]) {
    suggest.mutate(chosen, { onSuccess: () => setChoosingThemes(false) });
  }

  /** After a refusal was answered or a failure: the same call again (the chosen themes, or the themes read). */
  function again() {
    if (suggest.isError) {
      suggest.mutate(suggest.variables, { onSuccess: () => setChoosingThemes(false) });
      return;
    }
    void (draft.isError ? draft.refetch() : themes.refetch());
  }

  const refusal = (suggest.isError ? safetyRefusal(suggest.error) : null) ?? (themes.isError ? safetyRefusal(themes.error) : null);
  if (refusal) {
    return (
      <GenerationSafety
        // A new refusal (after trying again) starts with a fresh panel.
        key={`${suggest.submittedAt}:${themes.errorUpdatedAt}`}
        refusal={refusal}
        headingLevel={2}
        onGenerateAgain={again}
        onEditLists={onAddMoreDetails}
        onLeaveCrisis={onAddMoreDetails}
        crisisBackHint="Your lists open where you left them, so you can change your words whenever you are ready."
      />
    );
  }
  if (suggest.isPending) return <Generating />;
  const failure = suggest.isError ? suggest.error : themes.isError ? themes.error : draft.isError ? draft.error : null;
  if (failure) {
    return (
      <GenerationFailed
        message={generationError(failure)}
        dailyLimit={isDailyLimitReached(failure)}
        onAddMoreDetails={onAddMoreDetails}
        onTryAgain={again}
      />
    );
  }
  if (suggest.isSuccess && suggest.data.length === 0) {
    return (
      <GenerationFailed
        message={EMPTY_GENERATION}
        dailyLimit={false}
        onAddMoreDetails={onAddMoreDetails}
        onTryAgain={() => suggest.mutate(suggest.variables, { onSuccess: () => setChoosingThemes(false) })}
      />
    );
  }
  if (draft.data && hasDraft && !choosingThemes) {
    return <RateGenerated draft={draft.data} onFinished={onFinished} onSuggestNewSet={() => setChoosingThemes(true)} />;
  }
  // Never from a cached answer: the checklist starts from what the server holds now.
  if (wantsThemes && themes.data && !themes.isFetching) {
    return (
      <>
        <StepHeading focus>What your ladder will be about</StepHeading>
        <div className="mt-4">
          <ThemeChecklist
            themes={themes.data}
            pending={suggest.isPending}
            onConfirm={build}
            onCancel={hasDraft ? () => setChoosingThemes(false) : undefined}
          />
        </div>
      </>
    );
  }
  return <Generating label={draft.isPending ? 'Loading your exposure list…' : undefined} />;
}

function Generating({ label = 'Creating your personal exposure list…' }: { label?: string }) {
  return (
    <>
      <StepHeading>Your exposure list</StepHeading>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <Spinner label={label} showLabel />
        <p className="mx-auto mt-4 max-w-md text-slate-700">
          We are turning what you wrote into small, concrete practice steps. This may take a moment.
        </p>
      </div>
    </>
  );
}

interface GenerationFailedProps {
  message: string;
  /** docs/product.md §28: the daily limit (code daily_limit_reached) ends in the wait message, not "Try Again". */
  dailyLimit: boolean;
  onAddMoreDetails: () => void;
  onTryAgain: () => void;
}

function GenerationFailed({ message, dailyLimit, onAddMoreDetails, onTryAgain }: GenerationFailedProps) {
  return (
    <>
      <StepHeading focus>Your exposure list</StepHeading>
      <div className="mt-6 space-y-4">
        <Alert tone="error">
          <p className="whitespace-pre-line">{message}</p>
        </Alert>
        {dailyLimit ? (
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
  draft,
  onFinished,
  onSuggestNewSet,
}: {
  draft: ExposureDraft;
  onFinished: (user: UserResponse) => void;
  onSuggestNewSet: () => void;
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
        Your ratings are kept as you go, so you can leave and come back. You decide what to practise: anything that does
        not fit you can be removed later on the ERP page.
      </p>
      <div className="mt-6 empty:hidden">
        <SafetyNotes />
      </div>
      <div className="mt-6">
        <RateDraft
          draft={draft}
          submitLabel="Complete Onboarding"
          pending={finish.isPending}
          error={finish.isError ? (errorDetail(finish.error) ?? SAVE_ERROR) : null}
          onSubmit={() => finish.mutate(undefined, { onSuccess: onFinished })}
          onSuggestNewSet={onSuggestNewSet}
        />
      </div>
    </>
  );
}
