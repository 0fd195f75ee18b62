import { apiCalls, type ContentBundle, type TenantId } from '@academy/shared';

interface PushTarget {
  /** The installation's address, e.g. https://academy.example.com (the portal is named by tenantId). */
  server: string;
  tenantId: TenantId;
  /** A personal access token of that portal with the content:write ability. */
  token: string;
}

interface PushResult {
  ok: boolean;
  status: number;
  /** The envelope's message on success, else its first error message. */
  message: string;
}

/** Sends a portal's bundle to a running installation's content API, as `npm run content:import -- --server` does. */
export async function pushBundle({ server, tenantId, token }: PushTarget, bundle: ContentBundle): Promise<PushResult> {
  const { method, path } = apiCalls.admin.importContent;
  const response = await fetch(new URL(path, server), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, tenantId },
    body: JSON.stringify(bundle),
  });
  const envelope = (await response.json().catch(() => null)) as {
    data?: { message?: string };
    errors?: { errorMessage?: string }[];
  } | null;
  const message = response.ok ? envelope?.data?.message : envelope?.errors?.[0]?.errorMessage;
  return { ok: response.ok, status: response.status, message: message ?? `The server answered ${response.status}` };
}
