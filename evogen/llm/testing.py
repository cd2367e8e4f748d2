"""A scripted OpenAI-compatible chat server for offline tests and demos.

    server = ScriptedLLMServer(lambda request: {"content": "hello"})
    with server:
        client = LLMClient("openai/scripted", api_base=server.base_url, api_key="sk-test")

The script maps each request (the parsed JSON body) to a response spec:
``{"content": str}`` (with ``"finish_reason": "length"`` for an answer cut off),
``{"tool_calls": [{"name": ..., "arguments": {...}}]}``, ``{"status": 500}`` (an error; with
``"retry_after": seconds`` a ``Retry-After`` header), or ``{"hang": seconds}`` (no answer for that
long). A list of specs is consumed in order; a callable can answer by time or by request.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Spec = dict[str, Any]


class ScriptedLLMServer:
    def __init__(self, script: Callable[[dict[str, Any]], Spec] | list[Spec]):
        self.requests: list[dict[str, Any]] = []
        self._script = script
        self._queue = list(script) if isinstance(script, list) else None
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def _next(self, body: dict[str, Any]) -> Spec:
        with self._lock:
            self.requests.append(body)
            if self._queue is not None:
                if not self._queue:
                    return {"status": 500, "message": "script exhausted"}
                return self._queue.pop(0)
        return self._script(body)  # type: ignore[operator]

    def start(self) -> ScriptedLLMServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server naming
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                spec = server._next(body)
                if "hang" in spec:
                    time.sleep(float(spec["hang"]))
                    return
                if "status" in spec:
                    payload = json.dumps({"error": {"message": spec.get("message", "scripted failure"),
                                                    "type": "server_error"}}).encode()
                    self.send_response(int(spec["status"]))
                    if "retry_after" in spec:
                        self.send_header("retry-after", str(spec["retry_after"]))
                else:
                    payload = json.dumps(_completion(body, spec)).encode()
                    self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> ScriptedLLMServer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()


def _completion(request: dict[str, Any], spec: Spec) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": spec.get("content")}
    finish = spec.get("finish_reason", "stop")
    if spec.get("tool_calls"):
        finish = "tool_calls"
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function",
             "function": {"name": c["name"], "arguments": json.dumps(c.get("arguments", {}))}}
            for i, c in enumerate(spec["tool_calls"])
        ]
    prompt_chars = len(json.dumps(request.get("messages", [])))
    return {
        "id": "chatcmpl-scripted", "object": "chat.completion", "created": 1_700_000_000,
        "model": request.get("model", "scripted"),
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": prompt_chars // 4, "completion_tokens": len(spec.get("content") or "") // 4 + 1,
                  "total_tokens": prompt_chars // 4 + len(spec.get("content") or "") // 4 + 1},
    }
