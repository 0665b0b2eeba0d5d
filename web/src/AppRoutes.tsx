import { Route, Routes } from 'react-router';
import { AnonymousOnly, RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './components/layout/AppLayout';
import { AuthLayout } from './components/layout/AuthLayout';
import { PublicLayout } from './components/layout/PublicLayout';
import { RESOURCES } from './components/layout/PublicTopBar';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { ErpPage } from './pages/erp/ErpPage';
import { IntakePage } from './pages/intake/IntakePage';
import { JournalPage } from './pages/journal/JournalPage';
import { LandingPage } from './pages/landing/LandingPage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { ResourcePage } from './pages/resources/ResourcePage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { VerifyEmailPage } from './pages/verify-email/VerifyEmailPage';

const RESOURCE_TITLES: Record<(typeof RESOURCES)[number]['to'], string> = {
  '/what-is-ocd': 'What is OCD?',
  '/what-is-erp': 'What is ERP?',
  '/types-of-ocd': 'Types of OCD',
  '/faq': 'Frequently asked questions',
};

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        {RESOURCES.map(({ to }) => (
          <Route key={to} path={to} element={<ResourcePage title={RESOURCE_TITLES[to]} />} />
        ))}
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
