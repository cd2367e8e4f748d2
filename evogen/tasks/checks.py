"""The declarative check language requirements are written in (design.md §5).

A check is a list of one-key mappings, ``{verb: arguments}``. Targets say what the request says —
"the section headed X", "the item for X", "the control X", "the field labelled X", "the cell of
column C in the row for R" — and each accepts every reasonable implementation of it; they are
never CSS or DOM shape. Roles stay available for when the request asks for one.

    - fill: {field: "Amount (USD)", value: "12.50"}
    - click: {control: "Add expense"}
    - expect_text: {text: "Total: $12.50", within: {section: "Summary"}}
    - click: {control: "Remove", within: {item: "Fuel"}}
    - expect_text: {text: "$12.00", within: {column: "Subtotal", row: "Food"}}
    - expect_changed: {target: {section: "Preview"}, do: [{hover: {text: "March"}}]}
    - expect_tool_called: {name: update_ticket, args: {status: closed}}
    - expect_state: {path: "tickets.T-1002.status", equals: closed}

This module only parses and validates; the scripted actor runs the steps.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

ROLE_NAMES = {
    "alert", "article", "banner", "button", "cell", "checkbox", "columnheader", "combobox",
    "complementary", "dialog", "figure", "form", "grid", "gridcell", "group", "heading", "img",
    "link", "list", "listbox", "listitem", "main", "meter", "navigation", "option", "progressbar",
    "radio", "radiogroup", "region", "row", "rowheader", "search", "searchbox", "separator",
    "slider", "spinbutton", "status", "switch", "tab", "table", "tablist", "tabpanel", "textbox",
    "toolbar", "tooltip", "tree", "treeitem", "contentinfo", "paragraph", "term", "definition",
}

# the ways a target can be found; exactly one per target
WAYS = ("section", "item", "items", "control", "field", "column", "heading", "chart", "role", "label",
        "placeholder", "text")


class Target(BaseModel):
    """How a user finds something on the page. Exactly one way:

    - ``section: X`` — the section headed X: any landmark, section, article, aside, fieldset with
      legend X, dialog, figure, or the part of the page a heading X starts;
    - ``item: X`` — the item, row or card for X (a list item, table row, article, or any repeated
      container holding X); ``items: true`` — every item of the list in scope (``like: X``: the
      items like the one for X, so a list of one still counts);
    - ``control: X`` — a button, link, tab, toggle, checkbox, radio, switch or option named X;
    - ``field: X`` — a form field labelled X (label, aria-label, title or placeholder);
    - ``column: C`` (with ``row: R``) — the table cells of column C (in the row for R);
    - ``heading: X``; ``chart: X`` (or ``true``: any chart) — an SVG/canvas drawing or figure;
    - ``role`` (+ ``name``), ``label``, ``placeholder``, ``text`` — when the request names them.

    Names match case-insensitively, whole words, preferring exact matches; ``exact`` demands one.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    section: str | None = None
    item: str | None = None
    items: bool | None = None
    like: str | None = Field(None, description="with items: the items like the one for this text")
    control: str | None = None
    field: str | None = None
    column: str | None = None
    row: str | None = Field(None, description="with column: the row for this text")
    heading: str | None = None
    chart: str | bool | None = None
    role: str | None = None
    name: str | None = Field(None, description="accessible name (with role)")
    label: str | None = None
    placeholder: str | None = None
    text: str | None = None
    exact: bool = False
    has_text: str | None = Field(None, description="keep only matches whose visible text contains this")
    nth: int | None = Field(None, description="0-based index among matches; default the first")
    within: Target | None = None

    @model_validator(mode="after")
    def _one_way(self) -> Target:
        ways = [w for w in WAYS if getattr(self, w) is not None]
        if len(ways) != 1:
            raise ValueError(f"a target names exactly one of {', '.join(WAYS)}; got {ways or 'none'}")
        if self.role is not None and self.role not in ROLE_NAMES:
            raise ValueError(f"unknown ARIA role {self.role!r}")
        if self.name is not None and self.role is None:
            raise ValueError("'name' goes with 'role'")
        if self.row is not None and self.column is None:
            raise ValueError("'row' goes with 'column'")
        if self.like is not None and self.items is None:
            raise ValueError("'like' goes with 'items'")
        return self

    @property
    def way(self) -> str:
        return next(w for w in WAYS if getattr(self, w) is not None)

    def spec(self) -> dict[str, Any]:
        """The target as the page engine reads it."""
        return self.model_dump(exclude_none=True, exclude_defaults=False, mode="json")

    def describe(self) -> str:
        way = self.way
        if way == "role":
            base = f"{self.role} {self.name!r}" if self.name is not None else self.role or ""
        elif way == "section":
            base = f"the section headed {self.section!r}"
        elif way == "item":
            base = f"the item for {self.item!r}"
        elif way == "items":
            base = f"the items like the one for {self.like!r}" if self.like else "the list's items"
        elif way == "control":
            base = f"the control {self.control!r}"
        elif way == "field":
            base = f"the field labelled {self.field!r}"
        elif way == "column":
            base = f"the cell in column {self.column!r} of the row for {self.row!r}" if self.row is not None \
                else f"the cells of column {self.column!r}"
        elif way == "heading":
            base = f"the heading {self.heading!r}"
        elif way == "chart":
            base = "a chart" if self.chart is True else f"the chart {self.chart!r}"
        elif way == "label":
            base = f"the field labelled {self.label!r}"
        elif way == "placeholder":
            base = f"the field with placeholder {self.placeholder!r}"
        else:
            base = f"the text {self.text!r}"
        if self.has_text is not None:
            base += f" containing {self.has_text!r}"
        if self.nth is not None:
            base += f" #{self.nth + 1}"
        if self.within is not None:
            base += f" in {self.within.describe()}"
        return base

    def names(self) -> list[str]:
        """The user-facing names this target mentions (for matching against a reply)."""
        out = [v for v in (self.section, self.item, self.control, self.field, self.column, self.heading, self.name,
                           self.label, self.text) if isinstance(v, str)]
        return out + (self.within.names() if self.within is not None else [])


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Open(_Args):
    path: str = "/"


class Click(_Args):
    target: Target


class Fill(_Args):
    target: Target
    value: str


class Select(_Args):
    target: Target
    option: str = Field(description="the option's visible label (or value)")


class Check(_Args):
    target: Target
    checked: bool = True


class Hover(_Args):
    target: Target


class Press(_Args):
    key: str
    target: Target | None = None


class WaitFor(_Args):
    """Wait until a target appears (or disappears); a condition, never a fixed time."""

    target: Target
    state: Literal["visible", "hidden"] = "visible"


class ExpectText(_Args):
    text: str | None = None
    regex: str | None = None
    within: Target | None = None
    absent: bool = False
    ignore_case: bool = False

    @model_validator(mode="after")
    def _one(self) -> ExpectText:
        if (self.text is None) == (self.regex is None):
            raise ValueError("expect_text takes exactly one of text, regex")
        return self


class ExpectVisible(_Args):
    target: Target
    visible: bool = True


class ExpectEnabled(_Args):
    target: Target
    enabled: bool = True


class ExpectCount(_Args):
    target: Target
    count: int | None = None
    min: int | None = None
    max: int | None = None


class ExpectValue(_Args):
    target: Target
    value: str


class ExpectChanged(_Args):
    target: Target | None = None
    property: Literal["text", "screenshot", "style"] = "text"
    do: list[Step]


class ExpectToolCalled(_Args):
    """Calls of a tool whose arguments contain ``args``, counted from the last action step before
    this expectation (``since: load``: from the page load on, so the calls a page makes while
    loading count too). Refused calls count unless ``ok`` says otherwise."""

    name: str
    args: dict[str, Any] = Field(default_factory=dict, description="subset the call's arguments must contain")
    min: int = 1
    max: int | None = None
    ok: bool | None = Field(None, description="true: only calls that succeeded; false: only refused ones")
    since: Literal["action", "load"] = "action"

    @model_validator(mode="before")
    @classmethod
    def _old_names(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("since") == "requirement":
            data = {**data, "since": "load"}
        return data


class ExpectState(_Args):
    """A value in the mock runtime's state at ``path``. ``equals: null`` asserts that it is null
    (an ``equals`` left out asserts nothing)."""

    path: str
    equals: Any = None
    contains: Any = None
    length: int | None = None
    exists: bool | None = None


class ExpectNoErrors(_Args):
    pass


class ExpectSelected(_Args):
    """The target is the selected/pressed/checked/current one (or, with ``selected: false``, not)."""

    target: Target
    selected: bool = True


class ExpectOrder(_Args):
    """``texts`` appear in this order in what the target (default: the page) shows."""

    texts: list[str] = Field(min_length=2)
    within: Target | None = None


class ExpectList(_Args):
    """The target's matches (items, a column's cells …), in order, show ``texts``: exactly as many
    matches as texts, the i-th containing (``whole``: equal to) the i-th text."""

    target: Target
    texts: list[str]
    whole: bool = False


class ChartDatum(_Args):
    label: str
    value: float
    name: str | None = Field(None, description="text the mark's accessible name or title must carry (\"$10,512.00\")")


class ExpectChart(_Args):
    """The drawn marks of a chart agree with the data, whatever draws them (SVG or HTML boxes).

    ``marks``: ``bars`` (their length along the value axis grows with the value), ``points``
    (their position along the value axis follows the value) or ``line`` (a line runs through
    the values in order). Data labels must be shown along the category axis in the data's order
    (``ordered``), each mark sits at its label, and no bar or point is named after another datum's
    label. Where the request asks marks to be named, give a datum its ``name``: the bar or point
    at that label must carry that text in its accessible name or title (not checked for ``line``,
    whose points need not be separate elements)."""

    target: Target = Field(default_factory=lambda: Target(chart=True))
    marks: Literal["bars", "points", "line"] = "bars"
    data: list[ChartDatum] = Field(min_length=2)
    axis: Literal["x", "y"] = Field("x", description="the category axis: x for columns, y for horizontal bars")
    ordered: bool = True
    named: str | None = Field(None, description="only marks whose accessible name or title contains this (a series)")


class ExpectOptions(_Args):
    """What a choice control offers: a native ``select`` (or a ``datalist``), a custom listbox
    (the control's own, the one it controls, or the one that opens when it is clicked) or a group
    of radio buttons. An option is *offered* when it can be chosen: disabled, hidden and
    placeholder options (a native option with an empty value) are not.

    ``includes``: each text is in an offered option; ``excludes``: none is; ``exactly``: the
    offered options, in order, are these (each containing, with ``whole`` equal to, its text)."""

    target: Target
    includes: list[str] = Field(default_factory=list)
    excludes: list[str] = Field(default_factory=list)
    exactly: list[str] | None = None
    whole: bool = False

    @model_validator(mode="after")
    def _something(self) -> ExpectOptions:
        if not self.includes and not self.excludes and self.exactly is None:
            raise ValueError("expect_options needs includes, excludes or exactly")
        return self


class Python(_Args):
    function: str = Field(description="name of a function in the task's checks.py")


VERBS: dict[str, type[_Args]] = {
    "open": Open,
    "click": Click,
    "fill": Fill,
    "select": Select,
    "check": Check,
    "hover": Hover,
    "press": Press,
    "wait_for": WaitFor,
    "expect_text": ExpectText,
    "expect_visible": ExpectVisible,
    "expect_enabled": ExpectEnabled,
    "expect_count": ExpectCount,
    "expect_value": ExpectValue,
    "expect_changed": ExpectChanged,
    "expect_tool_called": ExpectToolCalled,
    "expect_state": ExpectState,
    "expect_no_errors": ExpectNoErrors,
    "expect_selected": ExpectSelected,
    "expect_order": ExpectOrder,
    "expect_list": ExpectList,
    "expect_chart": ExpectChart,
    "expect_options": ExpectOptions,
    "python": Python,
}
# verbs whose steps only look: a check made of these alone changes nothing on the page or in the runtime
# (expect_options is not one: reading a custom dropdown's options may have to open it)
READ_ONLY_VERBS = frozenset({"expect_text", "expect_visible", "expect_enabled", "expect_count", "expect_value",
                             "expect_tool_called", "expect_state", "expect_no_errors", "expect_selected",
                             "expect_order", "expect_list", "expect_chart"})
_SHORTHAND = {"expect_text": "text", "press": "key", "open": "path", "python": "function"}


class Step(BaseModel):
    """One parsed step: a verb and its validated arguments."""

    model_config = ConfigDict(frozen=True)

    verb: str
    args: Any

    def describe(self) -> str:
        target = getattr(self.args, "target", None)
        if self.verb == "expect_text":
            what = self.args.text if self.args.text is not None else f"/{self.args.regex}/"
            return f"expect_text {what!r}" + (" absent" if self.args.absent else "")
        if self.verb in ("expect_tool_called", "expect_state"):
            return f"{self.verb} {getattr(self.args, 'name', None) or self.args.path}"
        if self.verb == "expect_order":
            return f"expect_order {' < '.join(repr(t) for t in self.args.texts)}"
        if self.verb == "expect_options":
            parts = [f"+{t!r}" for t in self.args.includes] + [f"-{t!r}" for t in self.args.excludes]
            if self.args.exactly is not None:
                parts.append(f"= {self.args.exactly!r}")
            return f"expect_options {self.args.target.describe()} {' '.join(parts)}"
        if self.verb == "expect_list":
            return f"expect_list {self.args.target.describe()} = {self.args.texts!r}"
        return f"{self.verb} {target.describe()}" if target is not None else self.verb

    @property
    def read_only(self) -> bool:
        return self.verb in READ_ONLY_VERBS


def read_only(steps: list[Step]) -> bool:
    """True when a check only looks (so it sees exactly what any fresh load of the page shows)."""
    return all(step.read_only for step in steps)


def _lift_target(verb: str, raw: dict[str, Any]) -> dict[str, Any]:
    """Allow target fields inline: ``click: {role: button, name: Save}``."""
    if "target" in raw or verb not in {
        "click", "fill", "select", "check", "hover", "expect_visible", "expect_count", "expect_value",
        "expect_enabled", "expect_selected", "expect_list", "wait_for", "expect_options",
    }:
        return raw
    target = {k: v for k, v in raw.items() if k in Target.model_fields}
    rest = {k: v for k, v in raw.items() if k not in Target.model_fields}
    return {"target": target, **rest}


def parse_step(raw: Any) -> Step:
    if isinstance(raw, Step):
        return raw
    if not isinstance(raw, dict) or len(raw) != 1:
        raise ValueError(f"a step is a one-key mapping {{verb: arguments}}, got {raw!r}")
    ((verb, value),) = raw.items()
    if verb not in VERBS:
        raise ValueError(f"unknown check verb {verb!r}; known: {', '.join(VERBS)}")
    if value is None:
        value = {}
    if not isinstance(value, dict):
        if verb not in _SHORTHAND:
            raise ValueError(f"{verb} needs a mapping of arguments, got {value!r}")
        value = {_SHORTHAND[verb]: value}
    value = _lift_target(verb, value)
    if verb == "expect_changed":
        value = {**value, "do": parse_steps(value.get("do", []))}
    return Step(verb=verb, args=VERBS[verb].model_validate(value))


def parse_steps(raw: Any) -> list[Step]:
    if not isinstance(raw, list) or not raw:
        raise ValueError("a check is a non-empty list of steps")
    return [parse_step(item) for item in raw]


ExpectChanged.model_rebuild()
