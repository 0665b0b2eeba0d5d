import type { ElementType } from 'react';

/**
 * The full medical disclaimer (docs/product.md §4; the public footer carries the minimal form).
 * Honest claims follow docs/clinical.md §32 (Foa et al. 2005).
 */
export function MedicalDisclaimer({ headingAs: Heading = 'h3' }: { headingAs?: ElementType }) {
  return (
    <section aria-labelledby="medical-disclaimer-title" className="space-y-3 text-slate-700">
      <Heading id="medical-disclaimer-title" className="text-lg font-semibold text-slate-900">
        Medical disclaimer
      </Heading>
      <p>
        Ladder is a self-help tool for adults who live with obsessive-compulsive disorder (OCD). It helps you practise
        exposure and response prevention (ERP), a well-researched approach to OCD.
      </p>
      <p>
        <strong className="font-semibold text-slate-900">Ladder is not therapy and not medical care.</strong> It does
        not give medical advice, does not diagnose any condition and does not provide treatment. Using Ladder does not
        create a therapist-patient or doctor-patient relationship with anyone.
      </p>
      <p>
        Ladder does not monitor you and cannot respond in an emergency.{' '}
        <strong className="font-semibold text-slate-900">
          If you are in danger or thinking about ending your life, call your local emergency number now. In the US,
          call or text 988.
        </strong>
      </p>
      <p>
        The exercises Ladder suggests are written by software from what you tell it. They can be wrong or not right for
        you. You decide what to practise and when to stop. Skip anything that feels unsafe, and never do anything that
        carries a real risk of harm to you or to anyone else.
      </p>
      <p>
        The Y-BOCS questionnaire scores you see are self-reported. They are not a diagnosis.
      </p>
      <p>
        Most of the research showing that people with OCD improve with ERP comes from ERP guided by a therapist. Results
        with self-help alone vary. If you can, work with a doctor or a licensed mental health professional who knows
        ERP, and talk to them if your symptoms get worse or before you change any treatment or medication.
      </p>
    </section>
  );
}
