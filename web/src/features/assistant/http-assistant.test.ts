import { describe, expect, it, vi } from 'vitest';
import { AssistantRefusal } from './assistant.port.ts';
import { httpAssistant } from './http-assistant.ts';

/** A fetch that answers with `pieces` of body, as the network may cut them. */
function answering(status: number, pieces: string[], type = 'application/x-ndjson') {
  return vi.fn(async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(stream, { status, headers: { 'content-type': type } });
  }) as unknown as typeof fetch;
}

const conversation = [{ sender: 'user' as const, text: 'How do I get paid?' }];
const signal = new AbortController().signal;

describe('httpAssistant', () => {
  it('passes each chunk on as it arrives, even when a line is cut across reads', async () => {
    const chunks: string[] = [];
    const port = httpAssistant(
      answering(200, ['{"type":"chunk","text":"70% "}\n{"type":"ch', 'unk","text":"to you"}\n', '{"type":"done"}\n']),
    );
    await port.ask(conversation, (text) => chunks.push(text), signal);
    expect(chunks).toEqual(['70% ', 'to you']);
  });

  it('rejects on an error line, on an answer cut off before done, and on an error status', async () => {
    await expect(
      httpAssistant(answering(200, ['{"type":"error","message":"failed"}\n'])).ask(conversation, () => {}, signal),
    ).rejects.toThrow('failed');
    await expect(
      httpAssistant(answering(200, ['{"type":"chunk","text":"70%"}\n'])).ask(conversation, () => {}, signal),
    ).rejects.toThrow(/last line/);
    await expect(
      httpAssistant(answering(502, ['{"error":"x"}'], 'application/json')).ask(conversation, () => {}, signal),
    ).rejects.toThrow(/502/);
  });

  it('turns a 429 into a refusal carrying the server’s reason', async () => {
    const port = httpAssistant(answering(429, ['{"error":"Please wait a minute."}'], 'application/json'));
    const failure = await port.ask(conversation, () => {}, signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssistantRefusal);
    expect((failure as Error).message).toBe('Please wait a minute.');
  });
});
