import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@marketplace/shared/api-error';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { verificationContract } from '@marketplace/shared/verification/verification-api';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';
import { apiClient } from './api-client.ts';

const answered = () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });

describe('the API client: an endpoint that takes a form or JSON (a delivery)', () => {
  it('sends a delivery without files as JSON', async () => {
    const send = vi.fn(async (_request: Request | string | URL, _init?: RequestInit) => answered());
    await apiClient(projectsContract, null, send).deliver({ projectId: 'p1', note: 'Done', link: 'https://example.com/x' });
    const request = send.mock.calls[0]![0] as Request;
    expect(request.url).toMatch(/\/api\/projects\/p1\/deliveries$/);
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.json()).toEqual({ note: 'Done', link: 'https://example.com/x' });
  });

  it('sends files as the form oRPC makes', async () => {
    const send = vi.fn(async (_request: Request | string | URL, _init?: RequestInit) => answered());
    const file = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    await apiClient(projectsContract, null, send).deliver({ projectId: 'p1', files: [file] });
    const form = await (send.mock.calls[0]![0] as Request).formData();
    // (jsdom's File loses its name on the way into Node's Request; a browser keeps it.)
    expect(form.has('files[0]')).toBe(true);
  });

  it("sends a call with a sender of its own (an upload's progress) by that sender, not the client's", async () => {
    const send = vi.fn(async (_request: Request | string | URL, _init?: RequestInit) => answered());
    const own = vi.fn(async (_request: Request) => answered());
    const file = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    await apiClient(projectsContract, null, send).deliver({ projectId: 'p1', files: [file] }, { context: { send: own } });
    expect(send).not.toHaveBeenCalled();
    expect(own.mock.calls[0]![0].url).toMatch(/\/api\/projects\/p1\/deliveries$/);
  });
});

describe("the API client logs a call's fault, not a refusal (decision 083)", () => {
  const answering = (status: number) => async () =>
    new Response(JSON.stringify({ error: 'Not now.' }), { status, headers: { 'content-type': 'application/json' } });

  it('logs a failed call with its method and path, and passes the error on', async () => {
    expectConsole('warn', /^PUT \/payouts\/verification failed\. .*Not now\./);
    const call = apiClient(verificationContract, null, answering(503)).submitPan({ pan: 'ABCPE1234F' });
    await expect(call).rejects.toEqual(new ApiError('Not now.', 503));
    expect(console.warn).toHaveBeenCalledWith('PUT /payouts/verification failed.', new ApiError('Not now.', 503));
  });

  it('passes a refusal on to the screen without a line in the log', async () => {
    const call = apiClient(verificationContract, null, answering(409)).submitPan({ pan: 'ABCPE1234F' });
    await expect(call).rejects.toEqual(new ApiError('Not now.', 409));
  });
});
