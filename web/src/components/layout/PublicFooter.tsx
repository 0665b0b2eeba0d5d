/** The minimal medical disclaimer and a crisis line (spec §1). */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-8 text-sm text-slate-700 sm:px-6">
        <p>
          Ladder is a self-help tool. It is not therapy or medical care and does not give medical advice, diagnosis or
          treatment.
        </p>
        <p className="font-medium text-slate-800">
          In a crisis, call your local emergency number. In the US, call or text 988.
        </p>
      </div>
    </footer>
  );
}
