import { FEARED_OUTCOME_MAX, type ExposureResponse } from '@ladder/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Disclosure } from '../../../components/ui/Disclosure';
import { RatingSlider } from '../../../components/ui/RatingSlider';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import { ANXIETY_ANCHORS, parseLikelihood } from './session-values';

/** Optional inhibitory-learning questions before a session (docs/clinical.md §24). */
export interface BeforeAnswers {
  fearedOutcome: string;
  /** 0-100; null when not given. */
  likelihood: number | null;
}

interface BeforeStepProps {
  exposure: ExposureResponse;
  anxiety: number;
  onAnxietyChange: (value: number) => void;
  answers: BeforeAnswers;
  onAnswersChange: (answers: BeforeAnswers) => void;
  starting: boolean;
  onStart: () => void;
}

/** docs/product.md §37 step 1: the exposure, a current-anxiety slider and Start Session. */
export function BeforeStep({ exposure, anxiety, onAnxietyChange, answers, onAnswersChange, starting, onStart }: BeforeStepProps) {
  // The typed text is kept as typed; the number sent is read from it.
  const [likelihoodText, setLikelihoodText] = useState(answers.likelihood === null ? '' : String(answers.likelihood));

  return (
    <div className="space-y-6">
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{exposure.description}</p>

      <div>
        <p className="text-sm font-medium text-slate-800">How anxious do you feel right now?</p>
        <RatingSlider label="Current anxiety" value={anxiety} onValueChange={onAnxietyChange} anchors={ANXIETY_ANCHORS} />
      </div>

      <Disclosure label="Before you start (optional)">
        <TextAreaField
          label="What do you fear will happen?"
          rows={3}
          maxLength={FEARED_OUTCOME_MAX}
          value={answers.fearedOutcome}
          onChange={(event) => onAnswersChange({ ...answers, fearedOutcome: event.target.value })}
        />
        <TextField
          label="How likely does it feel?"
          hint="In percent: 0 is not at all, 100 is certain."
          className="w-48"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={likelihoodText}
          onChange={(event) => {
            setLikelihoodText(event.target.value);
            onAnswersChange({ ...answers, likelihood: parseLikelihood(event.target.value) });
          }}
        />
      </Disclosure>

      <div className="flex justify-end">
        <Button onClick={onStart} disabled={starting} className="w-full sm:w-auto">
          {starting ? 'Starting...' : 'Start Session'}
        </Button>
      </div>
    </div>
  );
}
