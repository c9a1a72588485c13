import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import { AssistantRefusal, type AssistantPort } from './assistant.port.ts';
import { AskMe } from './ask-me.tsx';
import { showIn } from '../../i18n/language-choice.ts';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

/** An assistant that streams `chunks` for every question, or fails with `failure`. */
function fakeAssistant(chunks: string[], failure?: Error): AssistantPort & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    ask: vi.fn(async (conversation, onChunk) => {
      asked.push(conversation);
      if (failure) throw failure;
      for (const chunk of chunks) onChunk(chunk);
    }),
  };
}

/** Opens the panel; its conversation's chunk is loaded on the first click (decision 071). */
async function openAskMe(port: AssistantPort) {
  render(<AskMe assistant={port} />);
  const button = screen.getByRole('button', { name: 'Ask Me' });
  fireEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Ask Me' });
  // The conversation's chunk may arrive a moment after the panel on a loaded machine: its box takes the focus then.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your question')), {
    timeout: 10_000,
  });
  return { button, panel };
}

const ask = (text: string) => {
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('Ask Me', () => {
  it('opens on a greeting with the focus in the question box, and Escape closes it back onto the button', async () => {
    const { button, panel } = await openAskMe(fakeAssistant([]));
    expect(screen.getByText(texts.assistant.greeting)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('sends the question, shows the answer as it streams in, and announces it', async () => {
    const port = fakeAssistant(['You can post ', 'from your Dashboard.']);
    await openAskMe(port);
    ask('How do I post a project?');
    expect(await screen.findByText('You can post from your Dashboard.')).toBeTruthy();
    expect(port.asked).toEqual([[{ sender: 'user', text: 'How do I post a project?' }]]);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Ask Me: You can post from your Dashboard.');
  });

  it('marks each message with its language, so a Hindi answer on an English page is read as Hindi', async () => {
    await openAskMe(fakeAssistant(['पोस्ट करने से पहले कुछ नहीं लिया जाता। ', 'Post Project (प्रोजेक्ट पोस्ट करें) चुनें।']));
    ask('प्रोजेक्ट कैसे पोस्ट करें');
    const answer = await screen.findByText('पोस्ट करने से पहले कुछ नहीं लिया जाता। Post Project (प्रोजेक्ट पोस्ट करें) चुनें।');
    expect(answer.getAttribute('lang')).toBe('hi');
    expect(screen.getByText('प्रोजेक्ट कैसे पोस्ट करें').getAttribute('lang')).toBe('hi');
    expect(screen.getByText(texts.assistant.greeting).getAttribute('lang')).toBe('en');
  });

  it('keeps the focus in the question box after Send, and lets the keyboard reach the scrolling conversation', async () => {
    await openAskMe(fakeAssistant(['From your Dashboard.']));
    const sendButton = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'How do I post a project?' } });
    sendButton.focus();
    fireEvent.click(sendButton);
    expect(await screen.findByText('From your Dashboard.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
    expect(screen.getByRole('list', { name: 'Conversation' }).tabIndex).toBe(0);
  });

  it('shows SPEC’s empty-answer text when nothing comes back', async () => {
    await openAskMe(fakeAssistant([]));
    ask('Hello?');
    expect((await screen.findByRole('alert')).textContent).toBe(`${texts.assistant.emptyAnswer}Try again`);
  });

  it('shows SPEC’s connection text on a failure, and Try again asks again', async () => {
    expectConsole('warn', /The assistant could not answer/);
    const port = fakeAssistant([], new Error('offline'));
    await openAskMe(port);
    ask('How does payment work?');
    expect((await screen.findByRole('alert')).textContent).toBe(`${texts.assistant.connectionFailed}Try again`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(port.asked).toHaveLength(2));
    expect(port.asked[1]).toEqual(port.asked[0]);
  });

  it('explains a refusal for too many questions', async () => {
    expectConsole('warn', /The assistant could not answer/);
    await openAskMe(fakeAssistant([], new AssistantRefusal('You have asked a lot of questions in a short time.')));
    ask('Again?');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You have asked a lot of questions in a short time\./,
    );
  });

  it('keeps the conversation for the browser session', async () => {
    await openAskMe(fakeAssistant(['Funds are held until release.']));
    ask('How does payment work?');
    await screen.findByText('Funds are held until release.');
    cleanup();
    await openAskMe(fakeAssistant([]));
    expect(screen.getByText('How does payment work?')).toBeTruthy();
    expect(screen.getByText('Funds are held until release.')).toBeTruthy();
  });

  it('sends on Enter but not on Shift+Enter, and never a blank question', async () => {
    const port = fakeAssistant(['ok']);
    await openAskMe(port);
    const box = screen.getByLabelText('Your question');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(port.ask).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(port.ask).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi when Hindi is shown: its name, its labels, SPEC’s greeting and failures', async () => {
    expectConsole('warn', /The assistant could not answer/);
    await showIn('hi');
    try {
      render(<AskMe assistant={fakeAssistant([], new Error('offline'))} />);
      fireEvent.click(screen.getByRole('button', { name: 'मुझसे पूछें' }));
      const panel = await screen.findByRole('dialog', { name: 'मुझसे पूछें' });
      expect(screen.getByText('नमस्ते! आज मैं आपकी क्या मदद कर सकता हूँ?')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('आपका सवाल'), { target: { value: 'भुगतान कैसे होता है?' } });
      fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
      expect((await screen.findByRole('alert')).textContent).toMatch(/^AI से जुड़ने में गड़बड़ी हुई।/);
      for (const english of ['Ask Me', texts.assistant.greeting, texts.assistant.connectionFailed, 'Send', 'Try again'])
        expect(document.body.textContent, english).not.toContain(english);
      expect(panel.querySelector('textarea')?.placeholder).not.toMatch(/[A-Za-z]/);
    } finally {
      await showIn('en');
    }
  });
});
