"""Stage 2 — build validated source with ``vite build`` in a fresh, sealed workspace.

The workspace is made from the scaffold (config files copied, ``node_modules`` linked, not
copied). Results are cached by content: the same source on the same scaffold is built once.

The build sees only its workspace. Twice over: the scaffold's Vite plugin refuses any module
from outside ``src/`` and the installed packages before reading it; and on Linux, when
bubblewrap works, node runs in a sandbox with no network, a private ``/proc`` and ``/tmp``, and
nothing of the host mounted but the system's programs, the packages (read-only) and the
workspace. Node never gets the caller's environment (API keys): only PATH, HOME (the workspace)
and NODE_ENV.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import structlog

from evogen.paths import cache_dir
from evogen.scaffold import Scaffold
from evogen.stages.vite_worker import BuildTimeout, ViteWorker, WorkerFailed

log = structlog.get_logger("evogen.build")

_IMPORT_PATTERNS = [
    re.compile(r"""\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]"""),
    re.compile(r"""\bimport\s*['"]([^'"]+)['"]"""),
    re.compile(r"""\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)"""),
    re.compile(r"""\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)"""),
]
_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


@dataclass(frozen=True)
class BuildResult:
    ok: bool
    source_hash: str
    reason: str = ""
    message: str = ""
    dist: Path | None = None
    log: str = ""
    cached: bool = False
    duration_s: float = 0.0


class BuildToolError(RuntimeError):
    """The build tool itself is broken (not the source's fault): infrastructure, retryable."""


def source_hash(files: dict[str, str], scaffold: Scaffold) -> str:
    """The build's cache key: the source, the scaffold, and whether the build runs sandboxed (a
    hostile import fails differently with and without the sandbox)."""
    digest = hashlib.sha256(scaffold.fingerprint.encode())
    digest.update(b"\0sandboxed" if sandbox().active else b"\0plugin-only")
    for name in sorted(files):
        digest.update(b"\0" + name.encode() + b"\0" + files[name].encode("utf-8"))
    return digest.hexdigest()


def disallowed_imports(files: dict[str, str], scaffold: Scaffold) -> list[tuple[str, str]]:
    """(file, specifier) for every bare import the scaffold does not provide."""
    found = []
    for name, text in sorted(files.items()):
        if not name.endswith((".ts", ".tsx", ".js", ".jsx")):
            continue
        code = _COMMENTS.sub("", text)
        for pattern in _IMPORT_PATTERNS:
            for spec in pattern.findall(code):
                if spec.startswith((".", "/")) or spec in scaffold.allowed_imports:
                    continue
                if (name, spec) not in found:
                    found.append((name, spec))
    return found


class Builder:
    """Builds source trees for one scaffold; safe to share across envs and processes."""

    def __init__(self, scaffold: Scaffold, *, timeout_s: float = 90.0, cache_root: Path | None = None):
        self.scaffold = scaffold
        self.timeout_s = timeout_s
        self.cache_root = cache_root or cache_dir() / "builds"

    def build(self, files: dict[str, str]) -> BuildResult:
        start = time.perf_counter()
        digest = source_hash(files, self.scaffold)
        bad = disallowed_imports(files, self.scaffold)
        if bad:
            names = ", ".join(sorted({spec for _, spec in bad}))
            where = "; ".join(f"{spec!r} in {name}" for name, spec in bad)
            return BuildResult(
                ok=False, source_hash=digest, reason="disallowed_import",
                message=f"import of a package the environment does not provide: {names} ({where}); "
                f"allowed: {', '.join(self.scaffold.allowed_imports)}",
                duration_s=time.perf_counter() - start,
            )
        entry = self.cache_root / digest[:2] / digest
        cached = self._load(entry)
        if cached is not None:
            return BuildResult(**{**cached.__dict__, "cached": True, "duration_s": time.perf_counter() - start})
        if not self.scaffold.is_installed():
            raise BuildToolError(f"{self.scaffold.root} has no node_modules: run `evogen setup` first")
        result = self._run_vite(files, digest, entry)
        return BuildResult(**{**result.__dict__, "duration_s": time.perf_counter() - start})

    # --- cache ------------------------------------------------------------------------
    def _load(self, entry: Path) -> BuildResult | None:
        meta = entry / "result.json"
        if not meta.exists():
            return None
        data = json.loads(meta.read_text())
        dist = entry / "dist" if data["ok"] else None
        return BuildResult(
            ok=data["ok"], source_hash=data["source_hash"], reason=data["reason"], message=data["message"],
            dist=dist, log=(entry / "build.log").read_text(encoding="utf-8", errors="replace"),
        )

    def _store(self, entry: Path, staging: Path, result: BuildResult) -> BuildResult:
        (staging / "build.log").write_text(result.log, encoding="utf-8")
        (staging / "result.json").write_text(json.dumps({
            "ok": result.ok, "source_hash": result.source_hash, "reason": result.reason, "message": result.message,
        }))
        entry.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.rename(staging, entry)  # atomic publish; a concurrent identical build may win
        except OSError:
            shutil.rmtree(staging, ignore_errors=True)
        loaded = self._load(entry)
        if loaded is None:
            raise BuildToolError(f"build cache entry {entry} vanished")
        return loaded

    # --- vite ---------------------------------------------------------------------------
    def _run_vite(self, files: dict[str, str], digest: str, entry: Path) -> BuildResult:
        self.cache_root.mkdir(parents=True, exist_ok=True)
        worker = _worker(self.scaffold, self.cache_root)
        if worker is not None:
            try:
                return self._run_in_worker(worker, files, digest, entry)
            except WorkerFailed as exc:
                log.warning("build.worker_failed", error=str(exc))  # this build runs on its own instead
        return self._run_once(files, digest, entry)

    def _run_in_worker(self, worker: ViteWorker, files: dict[str, str], digest: str, entry: Path) -> BuildResult:
        """The same build in the long-lived worker: the workspace and output live in its arena."""
        work = Path(tempfile.mkdtemp(prefix="w-", dir=worker.arena))
        out = work.with_name(work.name + "-out")
        staging = Path(tempfile.mkdtemp(prefix=f".{digest[:12]}-", dir=self.cache_root))
        try:
            self._make_workspace(work, files)
            try:
                ok, raw = worker.build(work, out / "dist", self.timeout_s)
            except BuildTimeout as exc:
                shutil.rmtree(staging, ignore_errors=True)
                return BuildResult(ok=False, source_hash=digest, reason="build_timeout", message=str(exc))
            log_text = _scrub(raw, work, out, self.scaffold.node_modules)
            if ok and (out / "dist" / "index.html").exists():
                os.rename(out / "dist", staging / "dist")
                result = BuildResult(ok=True, source_hash=digest, log=log_text)
            else:
                if _looks_like_tool_crash(log_text):
                    raise BuildToolError(f"vite crashed: {log_text[-500:]}")
                result = BuildResult(ok=False, source_hash=digest, reason="build_error", message=_first_error(log_text),
                                     log=log_text)
            return self._store(entry, staging, result)
        finally:
            shutil.rmtree(work, ignore_errors=True)
            shutil.rmtree(out, ignore_errors=True)
            if staging.exists() and not entry.exists():
                shutil.rmtree(staging, ignore_errors=True)

    def _run_once(self, files: dict[str, str], digest: str, entry: Path) -> BuildResult:
        """A one-off ``vite build`` process for this build alone."""
        staging = Path(tempfile.mkdtemp(prefix=f".{digest[:12]}-", dir=self.cache_root))
        work = Path(tempfile.mkdtemp(prefix="evogen-build-"))
        try:
            self._make_workspace(work, files)
            cmd = [_node(), str(self.scaffold.node_modules.resolve() / "vite" / "bin" / "vite.js"), "build",
                   "--configLoader", "native", "--outDir", str(staging / "dist")]
            env = build_environment(work)
            if sandbox().active:
                cmd = sandbox().wrap(cmd, work=work, writable=[staging], readable=[self.scaffold.node_modules.resolve()])
            try:
                proc = subprocess.Popen(
                    cmd, cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                    start_new_session=True, text=True, errors="replace",
                )
            except OSError as exc:
                raise BuildToolError(f"cannot start node: {exc}") from exc
            try:
                log, _ = proc.communicate(timeout=self.timeout_s)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                log, _ = proc.communicate()
                result = BuildResult(
                    ok=False, source_hash=digest, reason="build_timeout",
                    message=f"vite build did not finish within {self.timeout_s:.0f} s",
                    log=_scrub(log, work, staging, self.scaffold.node_modules),
                )
                shutil.rmtree(staging, ignore_errors=True)
                return result  # timeouts are not cached: they may be load, not source
            log = _scrub(log, work, staging, self.scaffold.node_modules)
            if proc.returncode == 0 and (staging / "dist" / "index.html").exists():
                result = BuildResult(ok=True, source_hash=digest, log=log)
            else:
                if _looks_like_tool_crash(log):
                    raise BuildToolError(f"vite crashed: {log[-500:]}")
                shutil.rmtree(staging / "dist", ignore_errors=True)
                result = BuildResult(
                    ok=False, source_hash=digest, reason="build_error", message=_first_error(log), log=log
                )
            return self._store(entry, staging, result)
        finally:
            shutil.rmtree(work, ignore_errors=True)
            if staging.exists() and not entry.exists():
                shutil.rmtree(staging, ignore_errors=True)

    def _make_workspace(self, work: Path, files: dict[str, str]) -> None:
        for name in self.scaffold.config_files:
            shutil.copyfile(self.scaffold.root / name, work / name)
        os.symlink(self.scaffold.node_modules, work / "node_modules")
        for name, text in {**files, **self.scaffold.owned_sources()}.items():
            path = work / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")


_WORKERS: dict[tuple[str, str], ViteWorker | None] = {}
_WORKERS_LOCK = threading.Lock()


def _worker(scaffold: Scaffold, cache_root: Path) -> ViteWorker | None:
    """This process's long-lived build worker for the scaffold (``EVOGEN_BUILD_WORKER=off``: none)."""
    if os.environ.get("EVOGEN_BUILD_WORKER", "").lower() in ("off", "0", "no"):
        return None
    key = (str(scaffold.root), str(cache_root))
    with _WORKERS_LOCK:
        if key not in _WORKERS:
            arena = cache_root / f".arena-{os.getpid()}-{threading.get_ident()}"
            shutil.rmtree(arena, ignore_errors=True)
            arena.mkdir(parents=True)
            _WORKERS[key] = ViteWorker(scaffold.node_modules, arena, node=_node(), sandbox=sandbox(),
                                       environment=build_environment(arena))
            atexit.register(_close_worker, key)
        return _WORKERS[key]


def _close_worker(key: tuple[str, str]) -> None:
    worker = _WORKERS.pop(key, None)
    if worker is not None:
        worker.close()
        shutil.rmtree(worker.arena, ignore_errors=True)


def build_environment(work: Path) -> dict[str, str]:
    """The only variables node sees: never the caller's environment (API keys, tokens)."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(work), "NODE_ENV": "production",
            "NO_COLOR": "1", "FORCE_COLOR": "0", "LANG": "C.UTF-8"}


def _node() -> str:
    return shutil.which("node") or "node"


@dataclass(frozen=True)
class Sandbox:
    """bubblewrap, when it is installed and works here (Linux, user namespaces or root)."""

    executable: str | None
    reason: str

    @property
    def active(self) -> bool:
        return self.executable is not None

    def wrap(self, cmd: list[str], *, work: Path, writable: list[Path], readable: list[Path]) -> list[str]:
        assert self.executable is not None
        args = [self.executable, "--unshare-all", "--die-with-parent", "--new-session",
                "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--ro-bind", "/usr", "/usr"]
        for top in ("/bin", "/lib", "/lib64", "/lib32", "/sbin"):
            path = Path(top)
            if path.is_symlink():
                args += ["--symlink", os.readlink(path), top]
            elif path.is_dir():
                args += ["--ro-bind", top, top]
        node = Path(os.path.realpath(cmd[0]))
        if not str(node).startswith("/usr/"):
            args += ["--ro-bind", str(node.parent.parent), str(node.parent.parent)]  # a node outside /usr (nvm …)
        for path in readable:
            args += ["--ro-bind", str(path), str(path)]
        for path in (work, *writable):
            args += ["--bind", str(path), str(path)]
        return [*args, "--chdir", str(work), "--clearenv",
                *[a for k, v in build_environment(work).items() for a in ("--setenv", k, v)], *cmd]


_SANDBOX: Sandbox | None = None


def sandbox() -> Sandbox:
    """Whether builds run under bubblewrap (probed once per process; ``EVOGEN_SANDBOX=off`` disables)."""
    global _SANDBOX
    if _SANDBOX is None:
        _SANDBOX = _probe_sandbox()
    return _SANDBOX


def _probe_sandbox() -> Sandbox:
    if os.environ.get("EVOGEN_SANDBOX", "").lower() in ("off", "0", "no"):
        return Sandbox(None, "disabled by EVOGEN_SANDBOX")
    exe = shutil.which("bwrap")
    if exe is None:
        return Sandbox(None, "bubblewrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)")
    probe = Sandbox(exe, "")
    with tempfile.TemporaryDirectory(prefix="evogen-sandbox-") as tmp:
        try:
            out = subprocess.run(probe.wrap([_node(), "-e", "process.stdout.write('ok')"], work=Path(tmp),
                                            writable=[], readable=[]),
                                 capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.SubprocessError) as exc:
            return Sandbox(None, f"bubblewrap does not run here: {exc}")
    if out.returncode != 0 or out.stdout != "ok":
        return Sandbox(None, f"bubblewrap does not run here: {(out.stderr or out.stdout).strip()[:200]}")
    return Sandbox(exe, "node runs under bubblewrap: no network, private /proc and /tmp, only the workspace mounted")


def _scrub(log: str, work: Path, staging: Path, node_modules: Path) -> str:
    """The build log as the project sees it: no colours, no host paths, no stack frames of the tool."""
    text = _ANSI.sub("", log)
    for path, name in ((staging / "dist", "dist"), (work, "."), (node_modules.resolve(), "node_modules"),
                       (node_modules, "node_modules")):
        for form in (os.path.relpath(path, work), f"file://{path}", str(path)):
            if len(form) > 3:
                text = text.replace(form, name)
    text = _HOME.sub("~", text)
    return "\n".join(ln for ln in text.splitlines() if not _FRAME.match(ln))


_FRAME = re.compile(r"^\s+at\s.*(\(|file:|node:|/)")
_HOME = re.compile(r"(?:/root|/home/[^/\s]+)(?=/)")


def _first_error(log: str) -> str:
    lines = [ln for ln in log.splitlines() if ln.strip()]
    for line in lines:
        if "RolldownError:" in line or line.strip().startswith("[plugin evogen-sealed]"):
            message = line.split("RolldownError:", 1)[-1].strip()
            if message and not message.startswith("[plugin"):
                return message
    for i, line in enumerate(lines):
        if "error" in line.lower() or line.startswith("✗"):
            return "\n".join(lines[i : i + 8])[:1500]
    return "\n".join(lines[-8:])[:1500] or "vite build failed without output"


def _looks_like_tool_crash(log: str) -> bool:
    markers = ("Cannot find module", "ERR_MODULE_NOT_FOUND", "FATAL ERROR", "Segmentation fault")
    if any(m in log for m in ("EROFS", "ENOSPC", "EACCES", "EMFILE", "bwrap:")):
        return True  # the machine or the sandbox, never the source
    return any(m in log for m in markers) and "src/" not in log
