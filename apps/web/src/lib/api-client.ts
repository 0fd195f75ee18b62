import {
  PREVIEW_HEADER,
  type ApiCall,
  type ApiError,
  type ApiErrorCode,
  type CallInput,
  type CallOutput,
  type Envelope,
} from '@academy/shared';
import { currentTenant } from '../tenants';
import { endRejectedSession, validAccessToken } from './auth/session';
import { navigateTo } from './navigation';
import { previewAudience } from './preview-audience';
import { showAccessDenied, showToast } from './notifications';

export const GENERIC_ERROR = 'Something went wrong, please try again!';
export const EMPTY_RESPONSE_ERROR = 'Something went wrong, Please try again later';
export const NOT_FOUND_PATH = '/not-found';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly correlationId: string | null,
    /** The envelope's errors; those naming a `field` belong next to that form field. */
    readonly errors: ApiError[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** Whether the server answered with this stable code (see API_ERROR_CODES); never match message text. */
  hasCode(...codes: ApiErrorCode[]): boolean {
    return this.errors.some((error) => codes.includes(error.code));
  }

  /** The API refused the sign-in itself (401): the session has ended, the screen offers Log In. */
  get isSignedOut(): boolean {
    return this.status === 401;
  }

  /**
   * The thing asked for is not there: an envelope saying so, a bare 404 from something in between,
   * or an address whose part naming the item is malformed (a mistyped link names nothing).
   */
  get isNotFound(): boolean {
    if (this.errors.length === 0) return this.status === 404;
    return this.hasCode('NOT_FOUND', 'ROUTE_NOT_FOUND') || this.namesNothing;
  }

  /** Refused only because a path segment or the `slug` that names the item does not match its schema. */
  private get namesNothing(): boolean {
    return (
      this.status === 400 &&
      this.errors.every(({ code, field }) => code === 'VALIDATION_FAILED' && (field?.startsWith('params.') || field === 'querystring.slug'))
    );
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Answer a 404 to the caller instead of sending the visitor to /not-found. */
  skipNotFoundRedirect?: boolean;
  /** Where a visitor goes when the item does not exist, for a screen whose not-found page names it. */
  notFoundPath?: string;
  /** Raise no toast on failure (spec: the alerts call skips errors). */
  silent?: boolean;
  /** Extra request headers (spec: the e-mail calls carry the address in a header). */
  headers?: Record<string, string>;
}

let apiBase = '/api';
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/**
 * Set once the runtime configuration is known, so one build works against any API address. The
 * server renderer passes its own `fetch`, which answers from the API in the same process.
 */
export function configureApiClient(options: { apiBase: string; fetch?: typeof fetch }) {
  apiBase = options.apiBase.replace(/\/+$/, '');
  if (options.fetch) fetchImpl = options.fetch;
}

/** Spec: the joined error messages, or a generic text when the server gave none. */
export function envelopeErrorMessage(envelope: Pick<Envelope<unknown>, 'errors'> | null | undefined): string {
  const messages = (envelope?.errors ?? []).map((error) => error.errorMessage?.trim()).filter(Boolean);
  return messages.length > 0 ? messages.join(', ') : GENERIC_ERROR;
}

/** Cancelled requests (route changes, unmounts) are not failures worth telling anyone about. */
export function isReportable(message: string): boolean {
  return !message.toLowerCase().includes('aborted');
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function report(message: string, options: RequestOptions, correlationId: string | null) {
  if (options.silent || !isReportable(message)) return;
  showToast(message, { type: 'danger', additionalInfo: correlationId ? `Correlation id: ${correlationId}` : undefined });
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value = JSON.parse(text) as Envelope<T>;
    return value && typeof value === 'object' && 'success' in value ? value : null;
  } catch {
    return null;
  }
}

/** Sends the request with the portal and the session's bearer; a network failure is reported and thrown. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const accessToken = validAccessToken();
  // Only with a bearer: the server applies a preview to its admins and authors alone (decision 062).
  const preview = accessToken ? previewAudience() : null;
  try {
    return await fetchImpl(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      signal: options.signal,
      headers: {
        ...options.headers,
        accept,
        tenantId: currentTenant(),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...(preview ? { [PREVIEW_HEADER]: preview } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : GENERIC_ERROR;
    report(message, options, null);
    throw new ApiRequestError(message, 0, null);
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const bearer = validAccessToken();
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  const envelope = text ? parseEnvelope<T>(text) : null;
  const correlationId = envelope?.correlationId ?? null;

  const failed = new ApiRequestError(envelopeErrorMessage(envelope), response.status, correlationId, envelope?.errors ?? []);
  if (failed.isNotFound && !options.skipNotFoundRedirect) {
    navigateTo(options.notFoundPath ?? NOT_FOUND_PATH);
    throw failed;
  }
  // SECOND_FACTOR_REQUIRED: an admin signed in with a password alone, where the portal requires a passkey (decision 052).
  if (failed.hasCode('FORBIDDEN') || failed.hasCode('SECOND_FACTOR_REQUIRED') || (!envelope && response.status === 403)) {
    // The server's own reason ("You are managing the kube portal: ..."), when it gave one.
    showAccessDenied(failed.message === GENERIC_ERROR ? undefined : failed.message);
    throw failed;
  }
  if (failed.isSignedOut && bearer) {
    // A refused token ends the session quietly; the screen that asked offers Log In (RouteError).
    endRejectedSession(bearer);
    throw failed;
  }
  if (!envelope) {
    report(EMPTY_RESPONSE_ERROR, options, null);
    throw new ApiRequestError(EMPTY_RESPONSE_ERROR, response.status, null);
  }
  if (!envelope.success || !response.ok) {
    report(failed.message, options, correlationId);
    throw failed;
  }
  return envelope.data as T;
}

/** How a call behaves in the app; what it sends is the contract's business. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'skipNotFoundRedirect' | 'notFoundPath' | 'silent'>;

/** The input may be left out when nothing in it is required. */
type CallArguments<C extends ApiCall> =
  Record<string, never> extends CallInput<C> ? [input?: CallInput<C> & CallOptions] : [input: CallInput<C> & CallOptions];

/** `/api/lessons/:courseSlug/:lessonSlug` with its parameters filled in, relative to the API base. */
export function contractPath(path: string, params: Record<string, unknown> | undefined): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return filled.replace(/^\/api/, '');
}

function asText(values: Record<string, unknown> | undefined): Record<string, string | undefined> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === undefined ? undefined : String(value)]));
}

/** Makes one call of `apiCalls` (packages/shared): its path, parameters, body and answer are checked by the typecheck. */
export function callApi<C extends ApiCall>(apiCall: C, ...[input]: CallArguments<C>): Promise<CallOutput<C>> {
  const parts = (input ?? {}) as CallOptions & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, unknown>;
  };
  const headers = asText(parts.headers) as Record<string, string> | undefined;
  return apiRequest(contractPath(apiCall.path, parts.params), {
    method: apiCall.method,
    query: asText(parts.query),
    body: parts.body,
    headers,
    signal: parts.signal,
    skipNotFoundRedirect: parts.skipNotFoundRedirect,
    notFoundPath: parts.notFoundPath,
    silent: parts.silent,
  });
}

/**
 * Fetches a file the API makes (a CSV export, a certificate's PDF) with the session's bearer, which
 * a plain link cannot send, and hands it to the browser as a download. A refusal arrives as the
 * envelope and is reported.
 */
export async function downloadFromApi(
  path: string,
  query: RequestOptions['query'],
  fileName: string,
  accept = 'text/csv, application/json',
): Promise<void> {
  const response = await send(path, { query }, accept);
  if (!response.ok) {
    const envelope = parseEnvelope<null>(await response.text());
    const failed = new ApiRequestError(
      envelopeErrorMessage(envelope),
      response.status,
      envelope?.correlationId ?? null,
      envelope?.errors ?? [],
    );
    report(failed.message, {}, failed.correlationId);
    throw failed;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fileName;
  link.click();
  // The browser reads the blob after this task; revoking it at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
