import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
    ("#### `src/App.tsx`\nno fence here", "no file sections"),
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


# --- the official formats and more ------------------------------------------------------------

def test_file_lists_in_prose_are_ignored():
    raw = ("assistant_text: Updated two files:\n`src/App.tsx`\n`src/parts/Card.tsx`\n\n"
           "#### `src/App.tsx`\n```tsx\nexport default () => null;\n```\n"
           "#### `src/parts/Card.tsx`\n```tsx\nexport const Card = 1;\n```\n")
    action = parse_response(raw)
    assert set(action.files) == {"src/App.tsx", "src/parts/Card.tsx"}
    assert action.reply.startswith("Updated two files:")


def test_headings_inside_code_blocks_do_not_split_a_file():
    body = "const label = `src/App.tsx`;\n`src/App.tsx`\n### `src/x.ts`\nexport default () => label;\n"
    raw = f"assistant_text: ok\n\n## `src/App.tsx`\n```tsx\n{body}```\n"
    assert parse_response(raw).files == {"src/App.tsx": body}


def test_crlf_and_assistant_text_heading_and_list_json():
    raw = "### assistant_text\r\nAll done.\r\n\r\n###### `src/App.tsx`\r\n```\r\nx\r\n```\r\n"
    action = parse_response(raw)
    assert action.reply == "All done." and action.files == {"src/App.tsx": "x\n"}
    listed = parse_response('{"assistant_text": "hi", "files": [{"path": "src/App.tsx", "contents": "y"}]}')
    assert listed.files == {"src/App.tsx": "y"} and listed.reply == "hi"


def test_cut_off_answers_are_reported_as_truncated():
    with pytest.raises(ParseError) as err:
        parse_response("assistant_text: x\n\n#### `src/App.tsx`\n```tsx\nexport default () => <p>")
    assert err.value.reason == "truncated"
    with pytest.raises(ParseError) as err:
        parse_response("I was going to", finish_reason="length")
    assert err.value.reason == "truncated"
    with pytest.raises(ParseError) as err:
        parse_response('{"assistant_text": "x", "files": {"src/App.tsx": "expo')
    assert err.value.reason == "truncated"


_path = st.from_regex(r"src/(?:[a-z]{1,8}/)?[A-Za-z]{1,10}\.(?:tsx|ts|css|json)", fullmatch=True)
_line = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\r\n\x85\u2028\u2029"),
                max_size=60)
_content = st.lists(_line, max_size=12).map(lambda lines: "".join(line + "\n" for line in lines))


def _render(reply: str, files: dict[str, str], style: str) -> str:
    if style == "json-map":
        return json.dumps({"assistant_text": reply, "files": files})
    if style == "json-list":
        return json.dumps({"assistant_text": reply, "files": [{"path": p, "contents": c} for p, c in files.items()]})
    heading = {"md": "#### `{}`", "md2": "## `{}`", "bold": "**`{}`**", "bare": "`{}`"}[style]
    parts = [f"assistant_text: {reply}", ""]
    for path, content in files.items():
        longest = max((len(m) for m in re.findall(r"`+", content)), default=0)
        fence = "`" * max(3, longest + 1)
        parts += [heading.format(path), f"{fence}tsx", content + fence, ""]
    return "\n".join(parts)


@settings(max_examples=200, deadline=None)
@given(files=st.dictionaries(_path, _content, min_size=1, max_size=4),
       reply=st.text(alphabet=st.characters(whitelist_categories=("L", "N", "Zs")), min_size=1, max_size=40)
       .map(str.strip).filter(bool),
       style=st.sampled_from(["json-map", "json-list", "md", "md2", "bold", "bare"]),
       crlf=st.booleans())
def test_any_file_set_in_any_format_parses_back(files, reply, style, crlf):
    raw = _render(reply, files, style)
    if crlf and not style.startswith("json"):
        raw = raw.replace("\n", "\r\n")
    action = parse_response(raw)
    assert action.files == files
    assert action.reply == reply
