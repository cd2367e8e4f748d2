import pytest
from pydantic import ValidationError

from evogen.tasks.checks import Target, parse_steps


def test_inline_targets_and_shorthands():
    steps = parse_steps([
        {"click": {"role": "button", "name": "Save"}},
        {"expect_text": "Total: $5.00"},
        {"press": "Enter"},
        {"expect_changed": {"target": {"text": "Preview"}, "do": [{"hover": {"text": "March"}}]}},
    ])
    assert steps[0].args.target == Target(role="button", name="Save")
    assert steps[1].args.text == "Total: $5.00"
    assert steps[2].args.key == "Enter"
    assert steps[3].args.do[0].verb == "hover"
    assert steps[0].describe() == "click button 'Save'"


@pytest.mark.parametrize("raw, fragment", [
    ([{"tap": {"text": "x"}}], "unknown check verb"),
    ([{"click": {"css": ".btn"}}], "extra"),
    ([{"click": {"role": "button", "label": "x"}}], "exactly one"),
    ([{"click": {"role": "buton"}}], "unknown ARIA role"),
    ([{"expect_text": {"text": "a", "regex": "b"}}], "exactly one of text, regex"),
    ([], "non-empty"),
    ([{"click": {"text": "a"}, "fill": {"text": "b"}}], "one-key"),
])
def test_bad_checks_are_rejected(raw, fragment):
    with pytest.raises((ValueError, ValidationError), match=fragment):
        parse_steps(raw)
