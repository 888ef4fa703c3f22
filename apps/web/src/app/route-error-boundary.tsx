import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches a screen that fails to render or whose chunk fails to download (for instance after a new
 * deployment replaced it) and offers a reload, or the home page, instead of a blank page. Keyed by location
 * in the router, so navigating elsewhere starts over.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="container py-5 text-center">
        <h1 className="h3 mb-3">Não foi possível carregar esta página.</h1>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Recarregar
          </button>
          {/* A whole page load: whatever broke this screen starts over. */}
          <a href="/" className="btn btn-outline-primary">
            Ir para o início
          </a>
        </div>
      </main>
    );
  }
}
