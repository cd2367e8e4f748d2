"""Real vite builds (needs `evogen setup`), with a private cache per test."""

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
