/** A recorded request of {@link fakeFetch}. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** A test fetch: answers with `reply` (a Response or a thrown error) and records each request. */
export function fakeFetch(reply: (req: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const req = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(req);
    return reply(req);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** A JSON response with the given status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
