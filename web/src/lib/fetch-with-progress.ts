// fetch cannot report how much of a request body has gone out, so a call that wants upload progress is sent with
// XMLHttpRequest instead, behind fetch's own signature: an upload hands it to the one API client (api-client.ts) as
// the call's sender, so only the features that upload load it (decision 091).

/** An upload's call context (api-client.ts's ApiCallContext): sent with its progress, 0 to 1 as the bytes go out. */
export const withUploadProgress = (onProgress: (fraction: number) => void) => ({
  send: (request: Request) => fetchWithProgress(request, onProgress),
});

export async function fetchWithProgress(request: Request, onProgress: (fraction: number) => void): Promise<Response> {
  // The multipart body as the browser encoded it, its boundary in the request's content-type.
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const status = xhr.status;
      // A Response cannot carry a body with these statuses.
      const response = [101, 204, 205, 304].includes(status) ? null : (xhr.response as Blob);
      resolve(new Response(response, { status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
