// The Gemini adapter at the SDK's boundary: what it would send (the grounding as the system instruction, the
// conversation as turns) and how it streams what comes back, with a stand-in for the SDK's models client.
import type { GenerateContentParameters, GenerateContentResponse } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { assistantInstructions, type Grounding } from '@marketplace/shared/assistant/grounding';
import { geminiAssistant, type GeminiModels } from './gemini-assistant.ts';

const grounding: Grounding = {
  instructions: assistantInstructions,
  facts: [
    {
      id: 'faq-pay',
      title: 'How does payment work?',
      text: 'The seller receives 70% and the platform keeps 30%.',
      source: 'Support & Contact',
      hindi: {
        title: 'भुगतान कैसे होता है?',
        text: 'विक्रेता को 70% मिलता है और प्लेटफ़ॉर्म 30% रखता है।',
        source: 'सहायता और संपर्क',
      },
    },
    {
      id: 'refund-window',
      title: 'The 24-hour cancellation window',
      text: 'Cancel within 24 hours for a full refund.',
      source: 'Cancellation & Refund Policy',
      hindi: {
        title: '24 घंटे में रद्द करने की अवधि',
        text: 'पूरी धनवापसी के लिए 24 घंटे के भीतर रद्द करें।',
        source: 'रद्दीकरण और धनवापसी नीति',
      },
    },
  ],
};

/** Answers with `chunks`, and keeps what it was asked. */
function fakeModels(chunks: (string | undefined)[]) {
  const sent: GenerateContentParameters[] = [];
  const models: GeminiModels = {
    async generateContentStream(params) {
      sent.push(params);
      return (async function* () {
        for (const text of chunks) yield { text } as GenerateContentResponse;
      })();
    },
  };
  return { models, sent };
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('geminiAssistant', () => {
  it('sends the grounding as the system instruction and the conversation as user and model turns', async () => {
    const { models, sent } = fakeModels(['Funds are held ', 'until release.']);
    const assistant = geminiAssistant({ model: () => 'gemini-test-model', models: () => models });
    const conversation = [
      { sender: 'user' as const, text: 'Hi' },
      { sender: 'bot' as const, text: 'Hello! How can I help?' },
      { sender: 'user' as const, text: 'How does payment work?' },
    ];
    const pieces = await collect(assistant.answer({ conversation, grounding, signal: new AbortController().signal }));

    expect(pieces).toEqual(['Funds are held ', 'until release.']);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.model).toBe('gemini-test-model');
    expect(request!.contents).toEqual([
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Hello! How can I help?' }] },
      { role: 'user', parts: [{ text: 'How does payment work?' }] },
    ]);
    const system = String(request!.config?.systemInstruction);
    expect(system).toContain(assistantInstructions);
    for (const fact of grounding.facts) expect(system).toContain(fact.text);
    expect(system).toContain('you never say that you did');
    expect(request!.config?.abortSignal).toBeInstanceOf(AbortSignal);
  });

  it("sends the facts' Hindi to a question asked in Hindi, and the English to one asked in English", async () => {
    const { models, sent } = fakeModels(['ठीक है']);
    const assistant = geminiAssistant({ model: () => 'gemini-test-model', models: () => models });
    const ask = (text: string) =>
      collect(
        assistant.answer({
          conversation: [{ sender: 'user', text }],
          grounding,
          signal: new AbortController().signal,
        }),
      );
    await ask('भुगतान कैसे होता है?');
    await ask('How does payment work?');
    const [hindi, english] = sent.map((request) => String(request.config?.systemInstruction));
    for (const fact of grounding.facts) {
      expect(hindi).toContain(fact.hindi.text);
      expect(hindi).not.toContain(fact.text);
      expect(english).toContain(fact.text);
      expect(english).not.toContain(fact.hindi.text);
    }
    expect(hindi).toContain(assistantInstructions);
  });

  it('leaves out pieces without text (a safety or metadata chunk)', async () => {
    const { models } = fakeModels([undefined, 'Answer', '']);
    const assistant = geminiAssistant({ model: () => 'm', models: () => models });
    const conversation = [{ sender: 'user' as const, text: 'Q' }];
    expect(await collect(assistant.answer({ conversation, grounding, signal: new AbortController().signal }))).toEqual([
      'Answer',
    ]);
  });

  it('builds the client once, on first use, and lets a provider failure through to the caller', async () => {
    let built = 0;
    const failing: GeminiModels = {
      async generateContentStream() {
        throw new Error('quota exceeded');
      },
    };
    const assistant = geminiAssistant({ model: () => 'm', models: () => (built++, failing) });
    expect(built).toBe(0);
    const conversation = [{ sender: 'user' as const, text: 'Q' }];
    for (let i = 0; i < 2; i++) {
      await expect(
        collect(assistant.answer({ conversation, grounding, signal: new AbortController().signal })),
      ).rejects.toThrow('quota exceeded');
    }
    expect(built).toBe(1);
  });
});
