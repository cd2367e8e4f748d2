"""The package's rooms: stages in one package, no import cycles, nothing points back up."""

from __future__ import annotations

import ast
from pathlib import Path

import evogen

PACKAGE = Path(evogen.__file__).parent

# Lower layers never import higher ones. Within a layer, modules may import each other (no cycles).
LAYERS = [
    ("foundation", ("evogen.records", "evogen.failures", "evogen.terminal", "evogen.action", "evogen.observation", "evogen.paths", "evogen.logs",
                    "evogen.version", "evogen.scaffold", "evogen.workers", "evogen.llm", "evogen.metrics",
                    "evogen.tasks.checks", "evogen.tasks.model", "evogen.tasks.audit", "evogen.tasks.views", "evogen.tasks.official",
                    "mock_runtimes")),
    ("stages", ("evogen.stages",)),
    ("pipeline", ("evogen.pipeline", "evogen.reference_track")),
    ("env", ("evogen.env", "evogen.registry")),
    ("applications", ("evogen.policies", "evogen.tasks.prove", "evogen.tasks.ledger", "evogen.runner", "evogen.report",
                      "evogen.view")),
    ("front", ("evogen.cli", "evogen.doctor")),
]


def _layer(module: str) -> int:
    best = (-1, -1)
    for i, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best[1]:
                best = (i, len(prefix))
    return best[0]


def _modules() -> dict[str, Path]:
    mods = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        mods[name] = path
    return mods


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m.split(".")[0] in ("evogen", "mock_runtimes")}


def test_stage_modules_live_in_one_package_in_pipeline_order():
    stages = PACKAGE / "stages"
    for name in ("validate.py", "build.py", "serve.py", "act", "evaluate", "record.py"):
        assert (stages / name).exists(), name
    for confusable in ("validator.py", "records.py", "record.py", "validate.py"):
        assert not (PACKAGE / confusable).exists() or confusable == "records.py"


def test_nothing_points_back_up():
    offenders = []
    for module, path in _modules().items():
        if module in ("evogen", "evogen.tasks", "evogen.stages"):
            continue  # package façades re-export what lies below them
        mine = _layer(module)
        assert mine >= 0, f"{module} is in no layer: add it to LAYERS"
        for target in _imports(path):
            if _layer(target) > mine:
                offenders.append(f"{module} ({LAYERS[mine][0]}) imports {target} ({LAYERS[_layer(target)][0]})")
    assert not offenders, "\n".join(offenders)


def test_no_import_cycles():
    mods = _modules()
    graph = {m: {t for t in _imports(p) if t in mods and t != m} for m, p in mods.items()}
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, [*stack, nxt])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    # a package façade importing its own submodules is not a cycle of rooms
    real = [c for c in cycles if not all(x == c[0] or x.startswith(c[0] + ".") for x in c)]
    assert not real, real


def test_facade_names_resolve():
    for name in evogen.__all__:
        assert getattr(evogen, name) is not None, name
