import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AnonymousOnly, RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './components/layout/AppLayout';
import { AuthLayout } from './components/layout/AuthLayout';
import { PublicLayout } from './components/layout/PublicLayout';
import { PUBLIC_PAGES } from './components/public/public-pages';
import { FullPageSpinner } from './components/ui/Spinner';
import { LandingPage } from './pages/landing/LandingPage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { CrisisPage } from './pages/public/CrisisPage';
import { FaqPage } from './pages/public/FaqPage';
import { PrivacyPage } from './pages/public/PrivacyPage';
import { TypesOfOcdPage } from './pages/public/TypesOfOcdPage';
import { WhatIsErpPage } from './pages/public/WhatIsErpPage';
import { WhatIsOcdPage } from './pages/public/WhatIsOcdPage';
import { VerifyEmailPage } from './pages/verify-email/VerifyEmailPage';

// The signed-in screens load on demand, so the public pages do not carry them. Sign-in and registration,
// one click from every public page, come with the first download.
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ErpPage = lazy(() => import('./pages/erp/ErpPage').then((m) => ({ default: m.ErpPage })));
const IntakePage = lazy(() => import('./pages/intake/IntakePage').then((m) => ({ default: m.IntakePage })));
const JournalPage = lazy(() => import('./pages/journal/JournalPage').then((m) => ({ default: m.JournalPage })));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ReportPage = lazy(() => import('./pages/report/ReportPage').then((m) => ({ default: m.ReportPage })));

/** The route table of spec §2; a lazy screen shows a spinner the first time it loads. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading..." />}>
      <RouteTable />
    </Suspense>
  );
}

function RouteTable() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={PUBLIC_PAGES.whatIsOcd.path} element={<WhatIsOcdPage />} />
        <Route path={PUBLIC_PAGES.whatIsErp.path} element={<WhatIsErpPage />} />
        <Route path={PUBLIC_PAGES.typesOfOcd.path} element={<TypesOfOcdPage />} />
        <Route path={PUBLIC_PAGES.faq.path} element={<FaqPage />} />
        <Route path={PUBLIC_PAGES.privacy.path} element={<PrivacyPage />} />
        <Route path={PUBLIC_PAGES.crisis.path} element={<CrisisPage />} />
      </Route>

      <Route element={<AnonymousOnly />}>
        <Route element={<AuthLayout backLink />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
      </Route>
      <Route element={<AuthLayout />}>
        <Route path="/verify-email" element={<VerifyEmailPage />} />
      </Route>

      <Route element={<RequireAuth />}>
        <Route path="/intake" element={<IntakePage />} />
        <Route path="/settings/report" element={<ReportPage />} />
        <Route element={<AppLayout />}>
          <Route path="/settings" element={<SettingsPage />} />
        </Route>
      </Route>
      <Route element={<RequireAuth intakeRequired />}>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/erp" element={<ErpPage />} />
          <Route path="/journal" element={<JournalPage />} />
        </Route>
      </Route>

      <Route element={<AppLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
