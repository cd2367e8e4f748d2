"""The declarative check language requirements are written in (design.md §5).

A check is a list of one-key mappings, ``{verb: arguments}``. Targets are found the way a user
finds them — by role and accessible name, label, placeholder or visible text — never by CSS.

    - fill: {label: "Amount", value: "12.50"}
    - click: {role: button, name: "Add expense"}
    - expect_text: "Total: $12.50"
    - expect_changed: {target: {role: region, name: "Preview"}, do: [{hover: {text: "March"}}]}
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


class Target(BaseModel):
    """How a user would find an element: exactly one of role, label, placeholder, text."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    role: str | None = None
    name: str | None = Field(None, description="accessible name (with role); substring unless exact")
    label: str | None = None
    placeholder: str | None = None
    text: str | None = None
    exact: bool = False
    has_text: str | None = Field(None, description="keep only matches containing this text")
    nth: int | None = Field(None, description="0-based index among matches; default the first")
    within: Target | None = None

    @model_validator(mode="after")
    def _one_way(self) -> Target:
        ways = [w for w in (self.role, self.label, self.placeholder, self.text) if w is not None]
        if len(ways) != 1:
            raise ValueError("a target names exactly one of role, label, placeholder, text")
        if self.role is not None and self.role not in ROLE_NAMES:
            raise ValueError(f"unknown ARIA role {self.role!r}")
        if self.name is not None and self.role is None:
            raise ValueError("'name' goes with 'role'")
        return self

    def describe(self) -> str:
        if self.role:
            base = f"{self.role} {self.name!r}" if self.name is not None else self.role
        elif self.label is not None:
            base = f"field labelled {self.label!r}"
        elif self.placeholder is not None:
            base = f"field with placeholder {self.placeholder!r}"
        else:
            base = f"text {self.text!r}"
        if self.has_text is not None:
            base += f" containing {self.has_text!r}"
        if self.nth is not None:
            base += f" #{self.nth + 1}"
        if self.within is not None:
            base += f" in {self.within.describe()}"
        return base


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
    target: Target | None = None
    state: Literal["visible", "hidden"] = "visible"
    ms: int | None = Field(None, ge=0, le=10_000)


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
    name: str
    args: dict[str, Any] = Field(default_factory=dict, description="subset the call's arguments must contain")
    min: int = 1
    max: int | None = None
    ok: bool | None = Field(True, description="require the call to have succeeded (None: either)")
    since: Literal["requirement", "action"] = Field(
        "requirement", description="count calls since the requirement's page load, or since the last action step")


class ExpectState(_Args):
    path: str
    equals: Any = None
    contains: Any = None
    length: int | None = None
    exists: bool | None = None


class ExpectNoErrors(_Args):
    pass


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
    "python": Python,
}
_TARGET_FIELDS = set(Target.model_fields) - {"within"} | {"within"}
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
        return f"{self.verb} {target.describe()}" if target is not None else self.verb


def _lift_target(verb: str, raw: dict[str, Any]) -> dict[str, Any]:
    """Allow target fields inline: ``click: {role: button, name: Save}``."""
    if "target" in raw or verb not in {
        "click", "fill", "select", "check", "hover", "expect_visible", "expect_count", "expect_value",
        "expect_enabled",
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
