"""One long-lived node process that runs Vite's build API build after build.

Starting node and importing Vite costs more than most builds; the worker pays it once per
process. It runs in the same sandbox as a one-off build (bubblewrap where available: no network,
private ``/proc`` and ``/tmp``, the minimal environment) and sees only its *arena*: the folder
where the build in flight has its workspace and output (one build at a time; finished outputs
move into the cache, out of its sight). A worker that dies or overruns a build's time limit is
killed and started again; a worker that cannot start at all leaves builds to one-off processes.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import threading
import time
import uuid
from pathlib import Path

import structlog

log = structlog.get_logger("evogen.build")

SCRIPT = Path(__file__).with_name("vite_worker.mjs")


class WorkerFailed(RuntimeError):
    """The worker died, or would not start (the caller falls back to a one-off build)."""


class BuildTimeout(RuntimeError):
    """The build overran its limit (the worker was killed)."""


class ViteWorker:
    """A persistent ``vite build`` for one scaffold, in one arena folder."""

    def __init__(self, node_modules: Path, arena: Path, *, node: str, sandbox: object, environment: dict[str, str]):
        self.node_modules = node_modules.resolve()
        self.arena = arena
        self.node = node
        self.sandbox = sandbox
        self.environment = environment
        self._proc: subprocess.Popen[bytes] | None = None
        self._buffer = b""
        self._lock = threading.Lock()
        self.builds = 0

    def _start(self) -> subprocess.Popen[bytes]:
        self.arena.mkdir(parents=True, exist_ok=True)
        cmd = [self.node, str(SCRIPT), str(self.node_modules)]
        box = self.sandbox
        if getattr(box, "active", False):
            cmd = box.wrap(cmd, work=self.arena, writable=[], readable=[self.node_modules, SCRIPT])  # type: ignore[attr-defined]
        try:
            proc = subprocess.Popen(cmd, cwd=self.arena, env=self.environment, stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as exc:
            raise WorkerFailed(f"cannot start node: {exc}") from exc
        ready = self._read(proc, 60)
        if ready is None or ready.get("id") != "ready":
            self._kill(proc)
            raise WorkerFailed("the build worker did not start")
        log.debug("build.worker_started", pid=proc.pid)
        return proc

    def build(self, workspace: Path, out_dir: Path, timeout_s: float) -> tuple[bool, str]:
        """Build ``workspace`` (inside the arena) into ``out_dir``; (succeeded, log)."""
        with self._lock:
            if self._proc is None or self._proc.poll() is not None:
                self._proc = self._start()
            proc = self._proc
            job = {"id": uuid.uuid4().hex, "root": str(workspace), "outDir": str(out_dir)}
            try:
                assert proc.stdin is not None
                proc.stdin.write((json.dumps(job) + "\n").encode())
                proc.stdin.flush()
            except (BrokenPipeError, OSError) as exc:
                self._kill(proc)
                raise WorkerFailed(f"the build worker died: {exc}") from exc
            answer = self._read(proc, timeout_s)
            if answer is None:
                alive = proc.poll() is None
                self._kill(proc)
                if alive:
                    raise BuildTimeout(f"vite build did not finish within {timeout_s:.0f} s")
                raise WorkerFailed("the build worker died during a build")
            self.builds += 1
            return bool(answer.get("ok")), str(answer.get("log", ""))

    def _read(self, proc: subprocess.Popen[bytes], timeout_s: float) -> dict[str, object] | None:
        """The next JSON answer line, or None when the time runs out or the worker is gone."""
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        deadline = time.monotonic() + timeout_s
        while True:
            while b"\n" in self._buffer:
                line, self._buffer = self._buffer.split(b"\n", 1)
                try:
                    data = json.loads(line)
                except (json.JSONDecodeError, UnicodeDecodeError):
                    continue  # a stray line from a library: not an answer
                if isinstance(data, dict):
                    return data
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], min(left, 1.0))
            if not ready:
                if proc.poll() is not None:
                    return None
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            self._buffer += chunk

    def _kill(self, proc: subprocess.Popen[bytes]) -> None:
        self._buffer = b""
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass

    def close(self) -> None:
        with self._lock:
            if self._proc is not None:
                self._kill(self._proc)
                self._proc = None
