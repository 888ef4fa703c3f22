// The library's stylesheet travels with this chunk (the unstyled entry injects no <style> tag).
import 'react-toastify/ReactToastify.css';
import './toast-host.css';
import { useEffect } from 'react';
import { type CloseButtonProps, ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, toastHostMounted } from '@/lib/notify';

/** Toast close button with a pt-BR label (the library's own says 'close'). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Fechar notificação"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The app's only toast container, with the notification defaults of docs/screens.md#fixed-values: one toast
 * at a time (lib/notify.ts puts the newest in the place of the one on screen), at the bottom, where it covers none
 * of the screen's controls (toast-host.css).
 */
export function ToastHost() {
  // The container's own effects (its registration) run before this one, its parent's.
  useEffect(() => toastHostMounted(), []);
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggablePercent={80}
      closeButton={ToastCloseButton}
      aria-label="Notificações"
    />
  );
}
