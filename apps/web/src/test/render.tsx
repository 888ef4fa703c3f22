import type { StaffRole } from '@suavez/shared/domain/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastHost } from '@/app/toast-host';
import { signInMerchant } from './merchant-session';

// `findBy…` and `waitFor` give up after 3 s rather than 1 s: a passing test never waits that long, and a CI
// machine busy with other steps does not fail a screen that is only slow.
configure({ asyncUtilTimeout: 3000 });

export interface RenderScreenOptions {
  /** The address the screen is shown at, with its query: '/queue/join?id=…'. */
  path?: string;
}

export interface RenderedScreen extends RenderResult {
  /** Clicks and keys as a person makes them. */
  user: UserEvent;
  /** Every address the screen has been at, the first included (a replace overwrites the last). */
  history: readonly string[];
  queryClient: QueryClient;
}

/**
 * Renders a screen with the app's providers as a test needs them: a QueryClient that does not retry, a
 * wouter router on an in-memory address, and the app's toast container (toasts have role 'alert').
 */
export function renderScreen(ui: ReactElement, { path = '/' }: RenderScreenOptions = {}): RenderedScreen {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A query that sets its own `retry` still retries, at once.
      queries: { retry: false, retryDelay: 0 },
      mutations: { retry: false },
    },
  });
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...result, user, history: location.history, queryClient };
}

/** Who is signed in on a merchant screen: the merchant, and the person's e-mail and role when they matter. */
export interface MerchantLogin {
  merchantId: string;
  /** 'demo@suavez.app' unless given. */
  email?: string;
  /** The owner unless given. */
  role?: StaffRole;
}

/** A merchant screen as the signed-in person sees it: {@link signInMerchant}, then {@link renderScreen}. */
export function renderMerchantScreen(
  ui: ReactElement,
  { merchantId, email, role, ...options }: RenderScreenOptions & MerchantLogin,
): RenderedScreen {
  signInMerchant(merchantId, email, role);
  return renderScreen(ui, options);
}
