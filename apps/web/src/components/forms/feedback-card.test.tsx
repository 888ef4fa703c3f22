// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedbackAvailableKey } from '@/api/get-feedback-available.api';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { FEEDBACK_DISMISSED_KEY, FeedbackCard, feedbackQuestions } from './feedback-card';

// The survey about the wait as a card (docs/queue.md#feedback): on the status page after check-in, and on
// any page that puts it (the checkout summary), never a dialog in the way.

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const otherQueueId = 'bbbbbbbb-0000-4000-8000-000000000002';

function renderCard(id = queueId) {
  return renderScreen(<FeedbackCard queueId={id} merchantName="Cantina da Praça" />, { path: '/queue' });
}

const card = () => screen.findByRole('region', { name: 'Como foi a espera?' });

describe('the survey card', () => {
  it('shows nothing when the visit may not be rated', async () => {
    mockApi({ 'GET /feedback/available': reply(404) });
    const { queryClient } = renderCard();
    await waitFor(() => expect(queryClient.getQueryData(feedbackAvailableKey(queueId))).toBe(false));
    expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avaliar' })).toBeNull();
  });

  it('starts collapsed: a line, "Avaliar" and "Agora não", no question yet', async () => {
    mockApi({ 'GET /feedback/available': undefined });
    renderCard();
    const survey = await card();
    expect(within(survey).getByText(/Sua opinião ajuda Cantina da Praça/)).toBeTruthy();
    expect(within(survey).getByRole('button', { name: 'Avaliar' })).toBeTruthy();
    expect(within(survey).getByRole('button', { name: 'Agora não' })).toBeTruthy();
    expect(within(survey).queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks about the whole visit on the bill, with its ratings drawn as SVG stars, never emoji', async () => {
    mockApi({ 'GET /feedback/available': undefined });
    const { user } = renderScreen(
      <FeedbackCard queueId={queueId} merchantName="Cantina da Praça" title="Como foi sua experiência?" />,
      { path: '/queue/checkout' },
    );
    const survey = await screen.findByRole('region', { name: 'Como foi sua experiência?' });
    await user.click(within(survey).getByRole('button', { name: 'Avaliar' }));
    const stars = within(survey).getAllByRole<HTMLInputElement>('radio');
    expect(stars).toHaveLength(feedbackQuestions.length * 5);
    for (const star of stars) expect(star.labels?.[0]?.querySelector('svg')).toBeTruthy();
    expect(survey.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('opens on "Avaliar" at the first question, sends the three ratings once complete, and goes', async () => {
    const api = mockApi({ 'GET /feedback/available': undefined, 'POST /feedback/v1/check-in': undefined });
    const { user } = renderCard();
    await user.click(within(await card()).getByRole('button', { name: 'Avaliar' }));
    const send = screen.getByRole('button', { name: 'Enviar avaliação' });
    expect(send).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: feedbackQuestions[0] })).getByRole('radio', {
        name: '1 estrela',
      }),
    );
    const stars = ['4 estrelas', '5 estrelas', '3 estrelas'];
    for (const [index, question] of feedbackQuestions.entries()) {
      await user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: stars[index] }),
      );
    }
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Feedback enviado com sucesso');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull());
    expect(api.callsTo('POST /feedback/v1/check-in').map((call) => call.body)).toEqual([
      { queueId, firstRating: 4, secondRating: 5, thirdRating: 3 },
    ]);
  });

  it('keeps the answers and says so when sending fails', async () => {
    mockApi({
      'GET /feedback/available': undefined,
      'POST /feedback/v1/check-in': reply(500, { message: 'Erro interno.' }),
    });
    const { user } = renderCard();
    await user.click(within(await card()).getByRole('button', { name: 'Avaliar' }));
    for (const question of feedbackQuestions) {
      await user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: '5 estrelas' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Erro ao enviar feedback')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Como foi a espera?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar avaliação' })).toHaveProperty('disabled', false);
  });

  it('"Agora não" puts it off for this entry: not offered again on this entry, still on another', async () => {
    const api = mockApi({ 'GET /feedback/available': undefined });
    const first = renderCard();
    await first.user.click(within(await card()).getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull();
    expect(sessionStorage.getItem(FEEDBACK_DISMISSED_KEY)).toBe(queueId);
    first.unmount();

    const again = renderCard();
    expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull();
    again.unmount();

    renderCard(otherQueueId);
    expect(await card()).toBeTruthy();
    // The put-off entry was not even asked about again.
    expect(api.callsTo('GET /feedback/available').map((call) => call.query.get('queueId'))).toEqual([
      queueId,
      otherQueueId,
    ]);
  });
});
