import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { feedbackAvailableKey } from '../api/get-feedback-available.api';
import { sendFeedback } from '../api/send-feedback.api';
import { StarRating } from './star-rating';

/** The survey's three questions: the wait, the welcome on arrival, the visit overall. */
export const feedbackQuestions = [
  'Como foi o tempo de espera na fila?',
  'Como você foi recebido ao chegar?',
  'De modo geral, como foi sua experiência?',
] as const;

export interface FeedbackSheetProps {
  queueId: string;
  merchantName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The bottom-sheet satisfaction survey, sent once per visit (docs/queue.md#feedback). */
export function FeedbackSheet({ queueId, merchantName, isOpen, onClose }: FeedbackSheetProps) {
  const queryClient = useQueryClient();
  const [ratings, setRatings] = useState([0, 0, 0]);
  const [isSending, setIsSending] = useState(false);
  const isComplete = ratings.every((rating) => rating > 0);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isSending) return;
    const [firstRating = 0, secondRating = 0, thirdRating = 0] = ratings;
    setIsSending(true);
    try {
      await sendFeedback({ queueId, firstRating, secondRating, thirdRating });
      notify('success', 'Feedback enviado com sucesso');
      queryClient.setQueryData(feedbackAvailableKey(queueId), false);
      onClose();
    } catch (error) {
      toastApiError(error, 'Erro ao enviar feedback');
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy="feedback-title" placement="bottom">
      <form className="p-4" onSubmit={handleSubmit}>
        <div className="d-flex align-items-start justify-content-between gap-3">
          <h2 id="feedback-title" className="h5">
            Como foi sua experiência?
          </h2>
          <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
        </div>
        <p className="text-body-secondary">Sua opinião ajuda {merchantName} a atender cada vez melhor.</p>
        {feedbackQuestions.map((question, index) => (
          <StarRating
            key={question}
            name={`feedback-${index}`}
            legend={question}
            value={ratings[index] ?? 0}
            onChange={(value) =>
              setRatings((current) => current.map((old, at) => (at === index ? value : old)))
            }
          />
        ))}
        <button type="submit" className="btn btn-primary w-100" disabled={!isComplete || isSending}>
          {isSending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Enviar avaliação
        </button>
        <button type="button" className="btn btn-link w-100 mt-1" onClick={onClose}>
          Agora não
        </button>
      </form>
    </Dialog>
  );
}
