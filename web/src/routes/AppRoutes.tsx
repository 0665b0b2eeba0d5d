import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { preloadSessionCheck } from '../auth/AuthProvider';
import { readStoredIntakeCompleted, readStoredSession } from '../auth/storage';
import { AnonymousOnly, RequireAuth, RequireToken } from '../auth/RequireAuth';
import { AppFrame, AvatarSlot, ScreenPlaceholder, UrgeButtonSlot } from '../boot/AppFrame';
import { AuthLayout } from '../components/layout/AuthLayout';
import { normalizePath } from '../public-site/public-pages';
import { PUBLIC_ROUTES } from './public-routes';
import { FullPageSpinner } from '../components/ui/Spinner';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { LoginPage } from '../pages/login/LoginPage';

// The app's first download holds the route table, the session and the sign-in screen (docs/performance.md
// "JavaScript of the first view"); every other screen, the signed-in layout and the public pages load on
// demand. The public pages are usually their own pre-rendered documents (boot/entry-public.tsx); the app
// renders them only when asked for one (the development server, or a server answering every path with it).
// Every screen but sign-in and the public pages works on the query cache, which comes with this layout.
// The signed-in screens' frame is in the first download too, so it shows at once; its top bar and
// banner are filled in when they arrive.
const QueryLayer = lazyPage(() => import('../api/QueryLayer'), (m) => m.QueryLayer);
const AppBar = lazyPage(() => import('../components/layout/AppLayout'), (m) => m.AppBar);
const AppBanner = lazyPage(() => import('../components/layout/AppLayout'), (m) => m.AppBanner);
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'), (m) => m.NotFoundPage);
const RegisterPage = lazyPage(() => import('../pages/register/RegisterPage'), (m) => m.RegisterPage);
const VerifyEmailPage = lazyPage(() => import('../pages/verify-email/VerifyEmailPage'), (m) => m.VerifyEmailPage);
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/ForgotPasswordPage'), (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password/ResetPasswordPage'), (m) => m.ResetPasswordPage);
const UnsubscribePage = lazyPage(() => import('../pages/unsubscribe/UnsubscribePage'), (m) => m.UnsubscribePage);
const DashboardPage = lazyPage(() => import('../pages/dashboard/DashboardPage'), (m) => m.DashboardPage);
const ErpPage = lazyPage(() => import('../pages/erp/ErpPage'), (m) => m.ErpPage);
const ExposureHistoryPage = lazyPage(() => import('../pages/erp/history/ExposureHistoryPage'), (m) => m.ExposureHistoryPage);
const IntakePage = lazyPage(() => import('../pages/intake/IntakePage'), (m) => m.IntakePage);
const JournalPage = lazyPage(() => import('../pages/journal/JournalPage'), (m) => m.JournalPage);
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage'), (m) => m.SettingsPage);
const ReportPage = lazyPage(() => import('../pages/report/ReportPage'), (m) => m.ReportPage);
const UrgesPage = lazyPage(() => import('../pages/urges/UrgesPage'), (m) => m.UrgesPage);
const RelapsePlanPage = lazyPage(() => import('../pages/relapse-plan/RelapsePlanPage'), (m) => m.RelapsePlanPage);

const PUBLIC_SCREENS = Object.entries(PUBLIC_ROUTES).map(([path, route]) => ({
  path,
  page: lazyPage(
    () => Promise.all([route.load(), import('../public-site/PublicSite')]),
    ([Page, { PublicSite }]) =>
      function PublicPage() {
        return <PublicSite page={Page} />;
      },
  ),
}));

/** What each signed-in address shows first; fetched at start-up, alongside the session check. */
const SIGNED_IN_SCREENS: Record<string, LazyPage[]> = {
  '/dashboard': [AppBar, DashboardPage],
  '/erp': [AppBar, ErpPage],
  '/journal': [AppBar, JournalPage],
  '/urges': [AppBar, UrgesPage],
  '/relapse-plan': [AppBar, RelapsePlanPage],
  '/settings': [AppBar, SettingsPage],
  '/settings/report': [ReportPage],
  '/intake': [IntakePage],
};

/**
 * Starts downloading the screen of the address the app opens at, so it arrives with the first
 * chunk instead of after it (a signed-in screen's own document preloads them already, and asks for
 * its first data: early-requests.ts). Signed-in screens only when there is a session to show them
 * with. Settles once they are there: from then on they render at once (tests wait for that).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const signedIn = readStoredSession() !== null;
  if (signedIn) preloadSessionCheck();
  const screens = screensAt(normalizePath(pathname), signedIn).map((screen) => screen.preload());
  // A failed download is tried again when the screen renders.
  return Promise.all(screens).then(
    () => undefined,
    () => undefined,
  );
}

function screensAt(path: string, signedIn: boolean): LazyPage[] {
  if (path === '/login') return [];
  if (path === '/register') return [RegisterPage];
  if (path === '/verify-email') return [QueryLayer, VerifyEmailPage];
  if (path === '/forgot-password') return [QueryLayer, ForgotPasswordPage];
  if (path === '/reset-password') return [QueryLayer, ResetPasswordPage];
  if (path.startsWith('/unsubscribe/')) return [QueryLayer, UnsubscribePage];
  const publicScreen = PUBLIC_SCREENS.find((entry) => entry.path === path);
  if (publicScreen) return [publicScreen.page];
  const screens = signedIn ? SIGNED_IN_SCREENS[path] : undefined;
  return screens ? [QueryLayer, ...screens] : [];
}

/** The route table of docs/product.md §20; a lazy screen shows a spinner the first time it loads. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading..." />}>
      <RouteTable />
    </Suspense>
  );
}

/**
 * The layout of the signed-in screens (docs/product.md §21 "Layouts and navigation"): the frame at once, with
 * what loads later in it, the route guard's spinner and the screen included, so nothing around
 * them is drawn twice.
 */
function AppFrameLayout() {
  const { token, intake } = useAuth();
  // docs/product.md §21: the app links once intake is complete. While this session's check runs, what the last
  // one found stands in for it (docs/product.md §15's stored flag), so the bar does not change shape when the
  // answer comes; the route guard sends anyone it was wrong about to /intake.
  const links = token !== null && (intake === 'complete' || (intake === 'checking' && readStoredIntakeCompleted()));
  return (
    <AppFrame
      links={links}
      bar={
        <Suspense
          fallback={
            token !== null && (
              <>
                {links && <UrgeButtonSlot />}
                <AvatarSlot />
              </>
            )
          }
        >
          <AppBar.Component />
        </Suspense>
      }
      banner={
        <Suspense fallback={null}>
          <AppBanner.Component />
        </Suspense>
      }
    >
      <Suspense fallback={<ScreenPlaceholder label="Loading..." />}>
        <QueryLayer.Component />
      </Suspense>
    </AppFrame>
  );
}

function RouteTable() {
  return (
    <Routes>
      {PUBLIC_SCREENS.map(({ path, page }) => (
        <Route key={path} path={path} element={<page.Component />} />
      ))}

      <Route element={<AnonymousOnly />}>
        <Route element={<AuthLayout backLink />}>
          <Route path="/login" element={<LoginPage />} />
          {/* Without the query cache, as the sign-in screen: a first visit's first view stays small. */}
          <Route path="/register" element={<RegisterPage.Component />} />
          <Route element={<QueryLayer.Component />}>
            <Route path="/forgot-password" element={<ForgotPasswordPage.Component />} />
          </Route>
        </Route>
      </Route>

      <Route element={<QueryLayer.Component />}>
        <Route element={<AuthLayout />}>
          <Route path="/verify-email" element={<VerifyEmailPage.Component />} />
          <Route path="/reset-password" element={<ResetPasswordPage.Component />} />
          <Route path="/unsubscribe/:token" element={<UnsubscribePage.Component />} />
        </Route>

        <Route element={<RequireAuth />}>
          <Route path="/intake" element={<IntakePage.Component />} />
          <Route path="/settings/report" element={<ReportPage.Component />} />
        </Route>
      </Route>

      <Route element={<RequireToken />}>
        <Route element={<AppFrameLayout />}>
          <Route element={<RequireAuth framed />}>
            <Route path="/settings" element={<SettingsPage.Component />} />
          </Route>
          <Route element={<RequireAuth framed intakeRequired />}>
            <Route path="/dashboard" element={<DashboardPage.Component />} />
            <Route path="/erp" element={<ErpPage.Component />} />
            <Route path="/erp/exposures/:id" element={<ExposureHistoryPage.Component />} />
            <Route path="/journal" element={<JournalPage.Component />} />
            <Route path="/urges" element={<UrgesPage.Component />} />
            <Route path="/relapse-plan" element={<RelapsePlanPage.Component />} />
          </Route>
        </Route>
      </Route>

      <Route element={<AppFrameLayout />}>
        <Route path="*" element={<NotFoundPage.Component />} />
      </Route>
    </Routes>
  );
}
