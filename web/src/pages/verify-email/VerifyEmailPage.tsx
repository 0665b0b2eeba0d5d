import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../api/auth';
import { errorDetail } from '../../api/client';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** docs/product.md §13: the success screen waits this long before going to /login. */
export const VERIFY_REDIRECT_DELAY_MS = 3000;

/** docs/product.md §13 "Verify-email screen". */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verification = useVerifyEmail();
  const { mutate } = verification;
  const sentFor = useRef<string | null>(null);

  // docs/product.md §13: one request per visit, even when StrictMode runs effects twice.
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const successMessage = verification.data?.message;
  useEffect(() => {
    if (successMessage === undefined) return;
    const timer = setTimeout(() => {
      void navigate('/login', { state: { notice: 'email-verified' } });
    }, VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [successMessage, navigate]);

  let errorMessage: string | null = null;
  if (!token) errorMessage = 'Invalid verification link';
  else if (verification.isError) errorMessage = errorDetail(verification.error) ?? 'Verification failed';

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Email verification</h1>
      <div className="mt-6">
        {errorMessage ? (
          <div className="space-y-4">
            <Alert tone="error">{errorMessage}</Alert>
            <Button onClick={() => void navigate('/login')}>Return to Login</Button>
          </div>
        ) : successMessage !== undefined ? (
          <Alert tone="success">
            <p>{successMessage}</p>
            <p className="mt-1">Redirecting to login...</p>
          </Alert>
        ) : (
          <Spinner label="Verifying your email..." showLabel />
        )}
      </div>
    </>
  );
}
