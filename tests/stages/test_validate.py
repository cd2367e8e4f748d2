import pytest

from evogen.action import Action
from evogen.scaffold import default_scaffold
from evogen.stages.validate import Rejection, ValidSource, validate_action

APP = "export default function App() { return <p>hi</p>; }"


def check(files, reply="ok"):
    return validate_action(Action(reply=reply, files=files), default_scaffold())


def test_valid_source_passes_and_normalises_paths():
    result = check({"src/App.tsx": APP, "src/./parts/Card.tsx": "export const Card = 1;"})
    assert isinstance(result, ValidSource)
    assert set(result.files) == {"src/App.tsx", "src/parts/Card.tsx"}


@pytest.mark.parametrize("files, reason", [
    ({"src/../../etc/passwd.ts": "x", "src/App.tsx": APP}, "path_traversal"),
    ({"/tmp/App.tsx": APP}, "absolute_path"),
    ({"index.html": "<html>", "src/App.tsx": APP}, "outside_src"),
    ({"src/bridge.ts": "export {}", "src/App.tsx": APP}, "env_owned_file"),
    ({"src/main.tsx": "export {}", "src/App.tsx": APP}, "env_owned_file"),
    ({"src/App.tsx": APP, "src/big.ts": "x" * 5_000_000}, "file_too_large"),
    ({"src/App.tsx": b"\xff\xfe\x00bad"}, "not_utf8"),
    ({"src/App.tsx": APP, "src/run.sh": "rm -rf /"}, "bad_suffix"),
    ({}, "no_files"),
    ({"src/Other.tsx": APP}, "no_entry_component"),
    ({f"src/f{i}.ts": "" for i in range(100)} | {"src/App.tsx": APP}, "too_many_files"),
])
def test_bad_sources_are_rejected_with_named_reason(files, reason):
    result = check(files)
    assert isinstance(result, Rejection)
    assert result.reason == reason
    assert result.message
