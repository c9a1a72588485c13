// How an /api endpoint is declared (decision 022): once, in shared beside its feature, with oRPC's
// contract builder: method and path, who may call it, the input and output schemas, and the errors it can
// answer with their SPEC texts. The server implements the contract (functions/src/platform/api/); the web
// calls it through one client made from it (web/src/lib/api-client.ts); the OpenAPI document is made from it.
import { oc } from '@orpc/contract';

/**
 * Who may call an endpoint: anyone; the account's owner before their email is verified (only to create their
 * profile at sign-up); a signed-in person; one with a profile and role; an admin.
 */
export type Caller = 'public' | 'account' | 'signed-in' | 'member' | 'admin';

export interface EndpointMeta {
  caller: Caller;
  /** SPEC 7's field for an error's text: `error`, or `message` for the admin console's endpoints. */
  errorField?: 'error' | 'message';
  /**
   * `multipart`: the input comes as multipart/form-data (a file and the fields beside it); the server refuses
   * any other body with 415, and reads this one with bounds before decoding it. `multipart-or-json`: the files
   * are optional, and oRPC's client sends a call without any as JSON, so either body is taken (a form is read
   * with the same bounds).
   */
  body?: 'multipart' | 'multipart-or-json';
  /**
   * Whether a suspended person may still call it (docs/decisions/031): only what settles money they are owed or
   * undoes their own choices. Every other endpoint refuses them with the suspension's reason.
   */
  whileSuspended?: boolean;
}

/** The start of every endpoint's declaration: `endpoint.meta({ caller }).route({ method, path })…`. */
export const endpoint = oc.$meta<EndpointMeta>({ caller: 'public' });

/** The status each error answers with (the server's Outcome codes map onto these: functions/src/platform/http.ts). */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorName = keyof typeof errorStatus;

/**
 * An endpoint's errors, each name with its SPEC text: `.errors(errorsWith({ NOT_FOUND: texts.gone }))` declares
 * `NOT_FOUND` with its status (errorStatus) and that text, so no declaration spells a status beside its name.
 */
export function errorsWith<const Texts extends Partial<Record<ErrorName, string>>>(
  texts: Texts,
): { [Name in keyof Texts & ErrorName]: { status: (typeof errorStatus)[Name]; message: Texts[Name] & string } } {
  return Object.fromEntries(
    Object.entries(texts).map(([name, message]) => [name, { status: errorStatus[name as ErrorName], message }]),
  ) as never;
}

/** Said when a form that must carry a file comes without one (or with an empty one). */
export const missingFileText = 'Choose a file to upload.';

/** Said to a signed-in person calling an endpoint declared for admins. */
export const callerTexts = { notAdmin: 'Only admins can do this.' } as const;

/**
 * The start of every admin endpoint's declaration: it needs the admin claim, and refuses anyone else with 403 in
 * SPEC 7's field for the console, `message`.
 */
export const adminEndpoint = endpoint
  .meta({ caller: 'admin', errorField: 'message' })
  .errors(errorsWith({ FORBIDDEN: callerTexts.notAdmin }));

/** Any endpoint's answer (409) when others changed the same thing at the same moment and retrying did not win. */
export const contentionText = 'Someone else changed this at the same moment. Refresh and try again.';
