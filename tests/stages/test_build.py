"""Real vite builds (needs `evogen setup`), with a private cache per test."""

from pathlib import Path

from evogen.scaffold import default_scaffold
from evogen.stages.build import Builder, disallowed_imports

APP = 'import { useState } from "react";\nexport default function App() { const [n] = useState(1); return <p>n={n}</p>; }\n'


def test_build_then_cache_hit(tmp_path):
    builder = Builder(default_scaffold(), cache_root=tmp_path)
    first = builder.build({"src/App.tsx": APP})
    assert first.ok and not first.cached and (first.dist / "index.html").exists()
    second = builder.build({"src/App.tsx": APP})
    assert second.ok and second.cached and second.source_hash == first.source_hash
    assert builder.build({"src/App.tsx": APP + "// changed\n"}).source_hash != first.source_hash


def test_syntax_error_is_build_failure_with_log(tmp_path):
    result = Builder(default_scaffold(), cache_root=tmp_path).build({"src/App.tsx": "export default function App( {"})
    assert not result.ok and result.reason == "build_error"
    assert "src/App.tsx" in result.message or "App.tsx" in result.log


def test_disallowed_import_names_the_package(tmp_path):
    files = {"src/App.tsx": 'import _ from "lodash";\nimport x from "./x";\nexport default () => null;',
             "src/x.ts": 'export default 1; const y = await import("left-pad");'}
    result = Builder(default_scaffold(), cache_root=tmp_path).build(files)
    assert not result.ok and result.reason == "disallowed_import"
    assert "lodash" in result.message and "left-pad" in result.message
    assert disallowed_imports({"src/a.ts": '// import z from "zod"\nimport "react";'}, default_scaffold()) == []


def _files(dist: Path) -> dict[str, bytes]:
    return {p.relative_to(dist).as_posix(): p.read_bytes() for p in sorted(dist.rglob("*")) if p.is_file()}


def test_the_long_lived_worker_builds_exactly_what_a_one_off_build_does(tmp_path, monkeypatch):
    from evogen.stages import build as build_module

    files = {"src/App.tsx": 'import "./a.css";\nexport default function App() { return <p>same</p>; }\n',
             "src/a.css": "p { color: #123456; }\n"}
    through_worker = Builder(default_scaffold(), cache_root=tmp_path / "w").build(files)
    monkeypatch.setenv("EVOGEN_BUILD_WORKER", "off")
    once = Builder(default_scaffold(), cache_root=tmp_path / "o").build(files)
    assert through_worker.ok and once.ok
    assert _files(through_worker.dist) == _files(once.dist)
    assert any(w is not None and w.builds for w in build_module._WORKERS.values())


def test_a_dead_worker_is_replaced_and_the_build_still_succeeds(tmp_path):
    import os
    import signal

    from evogen.stages import build as build_module

    builder = Builder(default_scaffold(), cache_root=tmp_path)
    assert builder.build({"src/App.tsx": "export default function App() { return <p>one</p>; }\n"}).ok
    worker = build_module._worker(default_scaffold(), tmp_path)
    assert worker is not None and worker._proc is not None
    os.killpg(worker._proc.pid, signal.SIGKILL)
    worker._proc.wait()
    assert builder.build({"src/App.tsx": "export default function App() { return <p>two</p>; }\n"}).ok
