// The assistant's stream through the one API client, against answers as the server sends them (server-sent
// events, cut across reads as a network may cut them).
import { describe, expect, it, vi } from 'vitest';
import { assistantContract } from '@marketplace/shared/assistant/assistant-api';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import { apiClient } from '../../lib/api-client.ts';
import { AssistantRefusal } from './assistant.port.ts';
import { httpAssistant } from './http-assistant.ts';

/** An API whose assistant answers with `pieces` of body. */
function answering(status: number, pieces: string[], type = 'text/event-stream') {
  const send = vi.fn(async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(stream, { status, headers: { 'content-type': type } });
  });
  return httpAssistant(apiClient(assistantContract, null, send as unknown as typeof fetch));
}

const conversation = [{ sender: 'user' as const, text: 'How do I get paid?' }];
const signal = new AbortController().signal;
const event = (name: string, data?: string) => `event: ${name}\n${data === undefined ? '' : `data: ${data}\n`}\n`;

describe('httpAssistant', () => {
  it('passes each piece on as it arrives, even when an event is cut across reads', async () => {
    const chunks: string[] = [];
    const [first, second] = [event('message', '"70% "'), event('message', '"to you"')];
    await answering(200, [first + second.slice(0, 9), second.slice(9), event('done', '{"complete":true}')]).ask(
      conversation,
      (text) => chunks.push(text),
      signal,
    );
    expect(chunks).toEqual(['70% ', 'to you']);
  });

  it('rejects an answer that stops without its end, as one cut off on the way', async () => {
    await expect(answering(200, [event('message', '"70% "')]).ask(conversation, () => {}, signal)).rejects.toThrow();
    await expect(
      answering(200, [event('message', '"70% "'), event('done')]).ask(conversation, () => {}, signal),
    ).rejects.toThrow();
  });

  it('rejects on an error event with the server’s text, and on an error status', async () => {
    // The client logs the error status as the fault it is (decision 083).
    expectConsole('warn', /^POST \/assistant failed\./);
    const failed = JSON.stringify({ defined: true, code: 'BAD_GATEWAY', status: 502, message: 'failed' });
    await expect(
      answering(200, [event('message', '"70%"'), event('error', failed)]).ask(conversation, () => {}, signal),
    ).rejects.toThrow('failed');
    await expect(
      answering(502, ['{"error":"x"}'], 'application/json').ask(conversation, () => {}, signal),
    ).rejects.toThrow('x');
  });

  it('turns a 429 into a refusal carrying the server’s reason', async () => {
    const port = answering(429, ['{"error":"Please wait a minute."}'], 'application/json');
    const failure = await port.ask(conversation, () => {}, signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssistantRefusal);
    expect((failure as Error).message).toBe('Please wait a minute.');
  });
});
