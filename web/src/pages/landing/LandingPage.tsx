import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Placeholder landing page: only claims that are true today. */
export function LandingPage() {
  useDocumentTitle();
  const { hash } = useLocation();

  // The top bar's Features and Pricing links arrive here as /#features and /#pricing.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Ladder</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Self-help practice in exposure and response prevention (ERP) for adults with OCD. Ladder is a self-help
            tool, not therapy.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              Sign up
            </Link>
            <Link to="/login" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              Log in
            </Link>
          </div>
        </div>
      </section>
      <section id="features" aria-labelledby="features-heading" className="scroll-mt-6 border-t border-slate-200">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="features-heading" className="text-2xl font-semibold text-slate-900">
            Features
          </h2>
          <p className="mt-3 text-slate-700">Details about the features are coming soon.</p>
        </div>
      </section>
      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-6 border-t border-slate-200">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="pricing-heading" className="text-2xl font-semibold text-slate-900">
            Pricing
          </h2>
          <p className="mt-3 text-slate-700">Details about pricing are coming soon.</p>
        </div>
      </section>
    </>
  );
}
