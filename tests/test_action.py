import pytest

from evogen.action import Action, ParseError, parse_response

SECTIONED = """assistant_text: I added a total line.

#### `src/App.tsx`
```tsx
export default function App() {
  return <p>Total: $0.00</p>;
}
```

#### `src/styles.css`
```css
p { color: #111; }
```
"""


def test_sectioned_format_gives_reply_and_files():
    action = parse_response(SECTIONED)
    assert action.reply == "I added a total line."
    assert set(action.files) == {"src/App.tsx", "src/styles.css"}
    assert "Total: $0.00" in action.files["src/App.tsx"]
    assert action.files["src/styles.css"].strip() == "p { color: #111; }"


def test_json_format_and_fenced_json():
    raw = '{"assistant_text": "done", "files": {"src/App.tsx": "export default () => null"}}'
    assert parse_response(raw).files["src/App.tsx"] == "export default () => null"
    assert parse_response("```json\n" + raw + "\n```").reply == "done"


@pytest.mark.parametrize("raw, fragment", [
    ("", "empty"),
    ("I can't do that.", "no file sections"),
    ("{not json", "does not parse"),
    ('{"assistant_text": "x"}', "'files'"),
    ("#### `src/App.tsx`\nno fence here", "no fenced code block"),
])
def test_malformed_responses_raise_with_reason(raw, fragment):
    with pytest.raises(ParseError, match=fragment):
        parse_response(raw)


def test_coerce_accepts_dicts_and_none():
    assert Action.coerce({"reply": "r", "files": {}}).reply == "r"
    none = Action.coerce(None)
    assert none.response_received is False
    with pytest.raises(TypeError):
        Action.coerce(42)  # type: ignore[arg-type]
