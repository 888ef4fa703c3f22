import { type ReactNode, useId } from 'react';
import { Dialog } from '@/components/ui/dialog';

export interface MarketingDialogProps {
  isOpen: boolean;
  /** Called when the visitor closes it: Esc, a click on the backdrop, or a button calling it. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  footer: ReactNode;
}

/**
 * The landing page's modals (promo and contact): a title, the content and a row of buttons, on the app's
 * native-<dialog> primitive (no modal library on the landing page). The content is only rendered while
 * open, so a form inside starts over each time.
 */
export function MarketingDialog({ isOpen, onClose, title, children, footer }: MarketingDialogProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId}>
      <div className="modal-header border-0 px-4 pt-4 pb-0">
        <h2 id={titleId} className="modal-title h4 fw-bold">
          {title}
        </h2>
      </div>
      <div className="modal-body px-4">{children}</div>
      <div className="modal-footer border-0 px-4 pb-4 pt-0">{footer}</div>
    </Dialog>
  );
}
