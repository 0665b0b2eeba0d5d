import type { ReactNode } from 'react';

interface AlertProps {
  /** error: red, announced at once (role="alert"); success: green, announced politely (role="status"). */
  tone: 'error' | 'success';
  children: ReactNode;
}

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
};

export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
