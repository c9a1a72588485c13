import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import type { ProjectMessage } from '@marketplace/shared/projects/project';
import { texts } from '@marketplace/shared/texts';
import { ChatModal } from './chat-modal.tsx';
import { feed } from '../../lib/testing/feed.ts';
import { aProject, fakeMessagesPort, fakeProjectsApi } from './test-ports.ts';

afterEach(cleanup);

const project = aProject({ status: 'In Progress', sellerId: 'seller-1', sellerEmail: 'seller@example.com' });
const student = { uid: 'student-1', email: 'student@example.com', role: 'student' as const };

const message = (id: string, senderId: string, text: string, readBy: string[], createdAt: number): ProjectMessage => ({
  id,
  text,
  senderId,
  senderEmail: senderId === 'student-1' ? 'student@example.com' : 'seller@example.com',
  readBy,
  createdAt,
});

function setup(calls: Parameters<typeof fakeProjectsApi>[0] = {}) {
  const messages = feed<ProjectMessage[]>();
  const projects = fakeMessagesPort({ watchMessages: vi.fn(() => messages.watch) });
  const api = fakeProjectsApi(calls);
  const onClose = vi.fn();
  // Sent as the project's chat sends it (chat-button.tsx).
  const send = (text: string) => api.sendMessage({ projectId: project.id, text });
  render(<ChatModal project={project} actor={student} messages={projects} send={send} onClose={onClose} />);
  return { messages, projects, api, onClose };
}

describe('ChatModal', () => {
  it('shows the newest-first messages oldest first, labelled You or with the sender email', async () => {
    const { messages } = setup();
    messages.push([
      message('m2', 'seller-1', 'Sure, starting today.', ['seller-1', 'student-1'], 2_000),
      message('m1', 'student-1', 'Can you build this?', ['student-1'], 1_000),
    ]);

    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Sure, starting today.');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.project-chat__text')?.textContent)).toEqual([
      'Can you build this?',
      'Sure, starting today.',
    ]);
    expect(items.map((item) => item.querySelector('.project-chat__sender')?.textContent)).toEqual([
      'You',
      'seller@example.com',
    ]);
  });

  it("marks the other party's unread messages read in one call, once", async () => {
    const { messages, projects } = setup();
    const unread = [
      message('m3', 'seller-1', 'Done!', ['seller-1'], 3_000),
      message('m2', 'seller-1', 'Almost there', ['seller-1'], 2_000),
      message('m1', 'student-1', 'How is it going?', ['student-1'], 1_000),
    ];
    messages.push(unread);
    await screen.findByText('Done!');
    // A second snapshot before the read marks land must not mark them again.
    messages.push([...unread]);

    await waitFor(() => expect(projects.markRead).toHaveBeenCalledTimes(1));
    expect(projects.markRead).toHaveBeenCalledWith('p1', ['m2', 'm3'], 'student-1');
  });

  it('sends a trimmed message to the seller and clears the draft; whitespace is not sent', async () => {
    const { messages, api } = setup();
    messages.push([]);
    const input = screen.getByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(api.sendMessage).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Hello there  ' } });
    fireEvent.click(send);

    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(api.sendMessage).toHaveBeenCalledWith({ projectId: 'p1', text: 'Hello there' });
  });

  it('disables Send while sending and shows SPEC 8 text when sending fails', async () => {
    let fail: (error: Error) => void = () => {};
    const { messages } = setup({
      sendMessage: vi.fn(() => new Promise<{ id: string }>((_, reject) => (fail = reject))),
    });
    messages.push([]);
    const input = screen.getByLabelText('Message') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    fail(new Error('offline'));

    expect((await screen.findByRole('alert')).textContent).toBe(texts.projects.sendFailed);
    expect(input.value).toBe('Hello');
  });

  it("shows the server's words when it refused the message: a block, a limit met", async () => {
    const refusal = 'You can send 120 messages an hour. Try again in 12 minutes.';
    const { messages } = setup({ sendMessage: vi.fn(async () => Promise.reject(new ApiError(refusal, 429))) });
    messages.push([]);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('closes with Escape', () => {
    const { onClose } = setup();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(onClose).toHaveBeenCalled();
  });
});
