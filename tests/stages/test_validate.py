import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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


@pytest.mark.parametrize("files, reason", [
    ({"src/App.tsx": APP, "src/x.ts": "export {}", "src/x.ts/y.ts": "export {}"}, "path_collision"),
    ({"src/App.tsx": APP, "src/a": "x", "src/a/b/c.ts": "export {}"}, "bad_suffix"),
    ({"src/App.tsx": APP, "src/lib.ts": "export {}", "src/lib.ts/deep/x.ts": "export {}"}, "path_collision"),
    ({"src/App.tsx": APP, "src/app.tsx": APP}, "duplicate_path"),
    ({"src/App.tsx": APP, "src/./App.tsx": APP}, "duplicate_path"),
    ({"src/App.tsx": APP, "src/caf\u00e9.ts": "x", "src/cafe\u0301.ts": "y"}, "duplicate_path"),
    ({"src/App.tsx": APP, "src/" + "a" * 300 + ".ts": "x"}, "bad_path"),
    ({"src/App.tsx": APP, "": "x"}, "bad_path"),
    ({"src/App.tsx": APP, "src/a\x00.ts": "x"}, "bad_path"),
    ({"src/App.tsx": APP, "src/\ud800.ts": "x"}, "bad_path"),
    ({"src/App.tsx": "export default () => '\ud83d';"}, "not_utf8"),
    ({"src/App.tsx": APP, "src//x.ts": "x"}, "bad_path"),
    ({"src/App.tsx": APP, "src/.env.ts": "x"}, "bad_path"),
    ({"src/App.tsx": APP, " src/x.ts": "x"}, "bad_path"),
])
def test_hostile_names_and_contents_get_named_reasons(files, reason):
    result = check(files)
    assert isinstance(result, Rejection), result
    assert result.reason == reason
    result.message.encode("utf-8")  # messages can always be written and logged


def test_replies_with_surrogates_or_huge_size_are_cleaned_and_noted():
    result = check({"src/App.tsx": APP}, reply="broken \ud800 reply " + "x" * 100_000)
    assert isinstance(result, ValidSource)
    result.reply.encode("utf-8")
    assert len(result.reply) == 50_000
    assert any("surrogate" in n for n in result.notes) and any("cut" in n for n in result.notes)


_names = st.one_of(st.text(max_size=40), st.sampled_from(["src/App.tsx", "src/a.ts", "src/a.ts/b.ts", "../x",
                                                           "/etc/passwd", "src/\ud800", "src/" + "n" * 300]))
_contents = st.one_of(st.text(max_size=200), st.binary(max_size=50), st.integers(), st.none(),
                      st.just(APP), st.just("x" * 300_000))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files=st.dictionaries(_names, _contents, max_size=8), reply=st.one_of(st.text(max_size=100), st.none()))
def test_validate_action_never_raises(files, reply):
    action = Action.model_construct(reply=reply, files=files, response_received=True, error=None, usage={})
    result = validate_action(action, default_scaffold())
    assert isinstance(result, Rejection | ValidSource)
    if isinstance(result, ValidSource):
        assert all(name.startswith("src/") for name in result.files)
        for text in [result.reply, *result.files, *result.files.values()]:
            text.encode("utf-8")
    else:
        result.message.encode("utf-8")
