import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ErpTips, FoldedErpTips } from './ErpTips';
import { ExposuresSection } from './ExposuresSection';
import { ConfigureProgramDialog } from './lazy-dialogs';

/** docs/product.md §32 "ERP page": the exposure list, the tips, and the lists the program is built from. */
export function ErpPage() {
  useDocumentTitle('ERP');
  const [configuring, setConfiguring] = useState(false);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">ERP</h1>
        <Button variant="secondary" onClick={() => setConfiguring(true)}>
          Configure Program
        </Button>
      </div>
      {/* Issue 18: in one column the tips come before the list, folded; in two they sit beside it. */}
      <div className="mt-6 lg:hidden">
        <FoldedErpTips />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ExposuresSection onEditLists={() => setConfiguring(true)} />
        <div className="hidden lg:block">
          <ErpTips />
        </div>
      </div>
      <ConfigureProgramDialog open={configuring} onOpenChange={setConfiguring} />
    </>
  );
}
