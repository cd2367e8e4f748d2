// Owned by the environment: generated code may not overwrite this file.
// The only way generated code reaches tools and resources; fetch/XHR/WebSocket are blocked.

export type ToolArgs = Record<string, unknown>;

export class ToolError extends Error {
  code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "ToolError";
    this.code = code;
  }
}

type Envelope = { ok: boolean; result?: unknown; error?: { code: string; message: string } };
type Host = {
  __evogenCallTool?: (name: string, args: ToolArgs) => Promise<string>;
  __evogenReadResource?: (uri: string) => Promise<string>;
};

function unwrap<T>(raw: string): T {
  const envelope = JSON.parse(raw) as Envelope;
  if (!envelope.ok) {
    const error = envelope.error ?? { code: "error", message: "unknown tool error" };
    throw new ToolError(error.code, error.message);
  }
  return envelope.result as T;
}

/** Call a tool of the task's runtime. Rejects with a ToolError when the call fails. */
export async function callTool<T = any>(name: string, args: ToolArgs = {}): Promise<T> {
  const host = window as unknown as Host;
  if (!host.__evogenCallTool) throw new ToolError("bridge_unavailable", "the tool bridge is not connected");
  return unwrap<T>(await host.__evogenCallTool(name, args ?? {}));
}

/** Read a resource (e.g. "helpdesk://sla-policy") of the task's runtime. */
export async function readResource<T = any>(uri: string): Promise<T> {
  const host = window as unknown as Host;
  if (!host.__evogenReadResource) throw new ToolError("bridge_unavailable", "the tool bridge is not connected");
  return unwrap<T>(await host.__evogenReadResource(uri));
}
