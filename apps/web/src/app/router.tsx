import { type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import { lazyPage } from './lazy-page';
import { RequireMerchantSession } from './require-merchant-session';
import { RouteErrorBoundary } from './route-error-boundary';

// Every screen is its own chunk, so a consumer's phone never downloads merchant code (JS budget of
// the consumer pages: 100 KB gzip).

// Visitors
const LandingPage = lazyPage(() => import('./routes/landing.page'), 'LandingPage');
const QrBusinessCardPage = lazyPage(() => import('./routes/qr-business-card.page'), 'QrBusinessCardPage');
const LegalPage = lazyPage(() => import('./routes/legal.page'), 'LegalPage');
const BlogListPage = lazyPage(() => import('./routes/blog-list.page'), 'BlogListPage');
const BlogPostPage = lazyPage(() => import('./routes/blog-post.page'), 'BlogPostPage');
const PublicMenuPage = lazyPage(() => import('./routes/public-menu.page'), 'PublicMenuPage', 'menu');
const ShortLinkPage = lazyPage(() => import('./routes/short-link.page'), 'ShortLinkPage', 'menu');
const NotFoundPage = lazyPage(() => import('./routes/not-found.page'), 'NotFoundPage');

// Consumers
const QueueJoinPage = lazyPage(() => import('./routes/queue-join.page'), 'QueueJoinPage', 'queue');
const QueueStatusPage = lazyPage(() => import('./routes/queue-status.page'), 'QueueStatusPage', 'status');
const OrderingCatalogPage = lazyPage(
  () => import('./routes/ordering-catalog.page'),
  'OrderingCatalogPage',
  'table',
);
// The share link only sends the guest on, nearly always to the join page: it loads the join page's texts,
// which a guest new to this phone then finds already there (the invite's JS budget, check-page-weight.mjs).
const SharedCatalogPage = lazyPage(
  () => import('./routes/shared-catalog.page'),
  'SharedCatalogPage',
  'queue',
);
const CheckoutPage = lazyPage(() => import('./routes/checkout.page'), 'CheckoutPage', 'table');
const BookingNewPage = lazyPage(() => import('./routes/booking-new.page'), 'BookingNewPage', 'booking');
const BookingPage = lazyPage(() => import('./routes/booking.page'), 'BookingPage', 'booking');
const SignInLinkPage = lazyPage(() => import('./routes/sign-in-link.page'), 'SignInLinkPage', 'queue');

// Merchants
const MerchantLoginPage = lazyPage(() => import('./routes/merchant-login.page'), 'MerchantLoginPage');
const MerchantHomePage = lazyPage(() => import('./routes/merchant-home.page'), 'MerchantHomePage');
const MerchantQrPage = lazyPage(() => import('./routes/merchant-qr.page'), 'MerchantQrPage');
const MerchantQueuePage = lazyPage(() => import('./routes/merchant-queue.page'), 'MerchantQueuePage');
const MerchantHallPage = lazyPage(() => import('./routes/merchant-hall.page'), 'MerchantHallPage');
const MerchantKitchenPage = lazyPage(() => import('./routes/merchant-kitchen.page'), 'MerchantKitchenPage');
const MerchantStaffPage = lazyPage(() => import('./routes/merchant-staff.page'), 'MerchantStaffPage');
const MerchantTablesPage = lazyPage(() => import('./routes/merchant-tables.page'), 'MerchantTablesPage');
const MerchantFloorPage = lazyPage(() => import('./routes/merchant-floor.page'), 'MerchantFloorPage');
const MerchantBookingsPage = lazyPage(
  () => import('./routes/merchant-bookings.page'),
  'MerchantBookingsPage',
);
const MerchantAuditPage = lazyPage(() => import('./routes/merchant-audit.page'), 'MerchantAuditPage');
const MerchantIntegrationsPage = lazyPage(
  () => import('./routes/merchant-integrations.page'),
  'MerchantIntegrationsPage',
);
const StaffInvitePage = lazyPage(() => import('./routes/staff-invite.page'), 'StaffInvitePage');
const SignupPage = lazyPage(() => import('./routes/signup.page'), 'SignupPage');
const ConfirmEmailPage = lazyPage(() => import('./routes/confirm-email.page'), 'ConfirmEmailPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password.page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.page'), 'ResetPasswordPage');
const CatalogListPage = lazyPage(() => import('./routes/catalog-list.page'), 'CatalogListPage');
const CatalogEditorPage = lazyPage(() => import('./routes/catalog-editor.page'), 'CatalogEditorPage');

// A restaurant's page arrives with its name over a skeleton drawn by the server (#boot-skeleton, shown
// while #root is empty: apps/api/src/modules/page-meta/page-template.ts).
const bootPath = window.location.pathname;
const hasBootSkeleton = document.getElementById('boot-skeleton') !== null;

/** While a screen's code loads: a spinner, or nothing over the server's skeleton of the first page. */
function RouteFallback() {
  const [location] = useLocation();
  return hasBootSkeleton && location === bootPath ? null : <PageSpinner />;
}

function MerchantOnly({ children }: { children: ReactNode }) {
  return <RequireMerchantSession>{children}</RequireMerchantSession>;
}

/** The route table. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/qr-business-card" component={QrBusinessCardPage} />
          <Route path="/legal" component={LegalPage} />
          <Route path="/blog" component={BlogListPage} />
          <Route path="/blog/:id" component={BlogPostPage} />
          <Route path="/catalog" component={PublicMenuPage} />
          <Route path="/c/:shortId" component={ShortLinkPage} />

          <Route path="/queue/join" component={QueueJoinPage} />
          <Route path="/queue" component={QueueStatusPage} />
          <Route path="/queue/catalog" component={OrderingCatalogPage} />
          <Route path="/queue/shared/catalog" component={SharedCatalogPage} />
          <Route path="/queue/checkout" component={CheckoutPage} />
          <Route path="/reservar" component={BookingNewPage} />
          <Route path="/reserva/:id" component={BookingPage} />
          <Route path="/entrar/:token" component={SignInLinkPage} />

          <Route path="/login/merchant" component={MerchantLoginPage} />
          <Route path="/convite" component={StaffInvitePage} />
          <Route path="/cadastro" component={SignupPage} />
          <Route path="/confirmar-email" component={ConfirmEmailPage} />
          <Route path="/esqueci-senha" component={ForgotPasswordPage} />
          <Route path="/redefinir-senha" component={ResetPasswordPage} />
          <Route path="/merchant">
            <MerchantOnly>
              <MerchantHomePage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/qr">
            <MerchantOnly>
              <MerchantQrPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/queue">
            <MerchantOnly>
              <MerchantQueuePage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/hall">
            <MerchantOnly>
              <MerchantHallPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/cozinha">
            <MerchantOnly>
              <MerchantKitchenPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/equipe">
            <MerchantOnly>
              <MerchantStaffPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/mesas">
            <MerchantOnly>
              <MerchantTablesPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/salao">
            <MerchantOnly>
              <MerchantFloorPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/reservas">
            <MerchantOnly>
              <MerchantBookingsPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/historico">
            <MerchantOnly>
              <MerchantAuditPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/integracoes">
            <MerchantOnly>
              <MerchantIntegrationsPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/catalogs">
            <MerchantOnly>
              <CatalogListPage />
            </MerchantOnly>
          </Route>
          <Route path="/merchant/catalogs/:catalogId">
            <MerchantOnly>
              <CatalogEditorPage />
            </MerchantOnly>
          </Route>

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
