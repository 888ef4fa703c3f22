import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { feedbackAvailableKey, useFeedbackAvailableQuery } from '@/api/get-feedback-available.api';
import { sendFeedback } from '@/api/send-feedback.api';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { StarRating } from './star-rating';

/** The survey's three questions: the wait, the welcome on arrival, the visit overall. */
export const feedbackQuestions = [
  'Como foi o tempo de espera na fila?',
  'Como você foi recebido ao chegar?',
  'De modo geral, como foi sua experiência?',
] as const;

/** Session key of the entry whose survey the diner put off ('Agora não'): docs/screens.md#stored-values. */
export const FEEDBACK_DISMISSED_KEY = 'feedback-dismissed';

function isDismissedFor(queueId: string): boolean {
  try {
    return sessionStorage.getItem(FEEDBACK_DISMISSED_KEY) === queueId;
  } catch {
    return false; // storage blocked: offer it, it is only a card
  }
}

export interface FeedbackCardProps {
  /** The visit to rate: its queue entry. */
  queueId: string;
  merchantName: string;
  /** The card's heading: 'Como foi a espera?' on the status page; the bill asks about the whole visit. */
  title?: string;
}

/**
 * The survey about the wait as a card the diner answers when they like (docs/queue.md#feedback): collapsed
 * to a line and 'Avaliar' until opened, shown only while `GET /feedback/available` says the visit may be
 * rated, gone once sent or put off with 'Agora não' (for this entry, this browser session).
 */
export function FeedbackCard({ queueId, merchantName, title = 'Como foi a espera?' }: FeedbackCardProps) {
  const queryClient = useQueryClient();
  const [isDismissed, setIsDismissed] = useState(() => isDismissedFor(queueId));
  const available = useFeedbackAvailableQuery(queueId, !isDismissed);
  const [isOpen, setIsOpen] = useState(false);
  const [ratings, setRatings] = useState([0, 0, 0]);
  const [isSending, setIsSending] = useState(false);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // 'Avaliar' gives way to the questions: the focus goes to the first one, not to the page's top.
  useEffect(() => {
    if (isOpen) form.current?.querySelector('input')?.focus();
  }, [isOpen]);
  if (isDismissed || available.data !== true) return null;
  const isComplete = ratings.every((rating) => rating > 0);

  function dismiss() {
    try {
      sessionStorage.setItem(FEEDBACK_DISMISSED_KEY, queueId);
    } catch {
      // nothing to remember it in: hidden until the page is opened again
    }
    setIsDismissed(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isSending) return;
    const [firstRating = 0, secondRating = 0, thirdRating = 0] = ratings;
    setIsSending(true);
    try {
      await sendFeedback({ queueId, firstRating, secondRating, thirdRating });
      notify('success', 'Feedback enviado com sucesso');
      queryClient.setQueryData(feedbackAvailableKey(queueId), false);
    } catch (error) {
      toastApiError(error, 'Erro ao enviar feedback');
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 card-title">
          {title}
        </h2>
        <p className="card-text text-body-secondary">
          Três perguntas rápidas, quando você quiser. Sua opinião ajuda {merchantName} a atender cada vez
          melhor.
        </p>
        {isOpen ? (
          <form ref={form} onSubmit={handleSubmit}>
            {feedbackQuestions.map((question, index) => (
              <StarRating
                key={question}
                name={`${id}-${index}`}
                legend={question}
                value={ratings[index] ?? 0}
                onChange={(value) =>
                  setRatings((current) => current.map((old, at) => (at === index ? value : old)))
                }
              />
            ))}
            <button type="submit" className="btn btn-primary w-100" disabled={!isComplete || isSending}>
              {isSending ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : null}
              Enviar avaliação
            </button>
          </form>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mt-2">
          {isOpen ? null : (
            <button type="button" className="btn btn-outline-primary" onClick={() => setIsOpen(true)}>
              Avaliar
            </button>
          )}
          <button type="button" className="btn btn-link" onClick={dismiss}>
            Agora não
          </button>
        </div>
      </div>
    </section>
  );
}
